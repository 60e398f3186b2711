/**
 * The customers provider's entry: Accounts, sessions, passwords, address books and what passes between a
 * browser and an account. Routes and components import this file, not the files beside it
 * (docs/decisions/0065); the re-exports below are what they use. Other server code imports the file that
 * defines a name.
 */
export {
  addAddress,
  deleteAddress,
  getAddress,
  listAddresses,
  setDefaultAddress,
  updateAddress,
  type SavedAddress,
} from './addresses.server'
export {
  changePassword,
  currentPasswordLimit,
  getCustomerByEmail,
  isCurrentPassword,
  loginLimit,
  loyaltyCardOf,
  registerCustomer,
  updateProfile,
  verifyLogin,
  type Customer,
} from './customers.server'
export { forgetBrowserData, joinGuestData } from './guest-data.server'
export { requestPasswordReset, resetLinkState, resetPassword, type ResetLinkState } from './password-reset.server'
export { customerIdOf, getCustomer, logIn, logOut, requireCustomer, startCustomerSession } from './session.server'
