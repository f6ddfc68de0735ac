/**
 * A publish or rollback the registry will not do (incompatible release, unknown version, no
 * build…): its message is for the person who ran the command, and nothing was changed.
 */
export class ReleaseRefusal extends Error {}
