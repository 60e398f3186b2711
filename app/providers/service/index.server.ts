/**
 * The service provider's entry: Contact messages and warranty registrations, with their mails. Routes and
 * components import this file, not the files beside it (docs/decisions/0065); the re-exports below are what
 * they use. Other server code imports the file that defines a name.
 */
export { sendContactMessage } from './contact.server'
export { customerRegistrations, modelChoices, purchaseStores, registerWarranty, registrationByNumber } from './warranty.server'
