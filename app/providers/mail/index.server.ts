/**
 * The mail provider's entry: The mail port, the outbox and its delivery worker. Routes and components import
 * this file, not the files beside it (docs/decisions/0065); the re-exports below are what they use. Other
 * server code imports the file that defines a name.
 */
export {}
