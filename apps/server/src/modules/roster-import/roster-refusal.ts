/**
 * A file set that cannot be imported at all (a bad zip, an unknown format, a missing column, an id
 * twice): refused whole, whether checked or committed, with one German sentence naming the file and
 * the line (decision 044). The service turns it into a 422 on the field `files`.
 */
export class RosterRefusal extends Error {}
