/**
 * @simplewebauthn/server, with the X.509 and ASN.1 parsers under it, loaded by the first request that
 * needs a passkey ceremony: an isolate that never sees one never evaluates it (docs/performance.md,
 * the Worker's start). Its types are imported as types, which cost nothing at run time.
 */
export const webauthn = () => import("@simplewebauthn/server");
