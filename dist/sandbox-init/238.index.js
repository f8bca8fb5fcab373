export const id = 238;
export const ids = [238];
export const modules = {

/***/ 9238:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   createRunAuthority: () => (/* binding */ createRunAuthority),
/* harmony export */   issueLeaf: () => (/* binding */ issueLeaf),
/* harmony export */   leafIssuer: () => (/* binding */ leafIssuer),
/* harmony export */   secureContexts: () => (/* binding */ secureContexts)
/* harmony export */ });
/* harmony import */ var reflect_metadata__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(477);
/* harmony import */ var reflect_metadata__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(reflect_metadata__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7030);
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_net__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_tls__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1692);
/* harmony import */ var node_tls__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_tls__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _peculiar_x509__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8927);





const { subtle } = node_crypto__WEBPACK_IMPORTED_MODULE_1__.webcrypto;
const DAY_MS = 24 * 60 * 60 * 1000;
const EC_KEY = { name: 'ECDSA', namedCurve: 'P-256' };
const SIGNING = { name: 'ECDSA', hash: 'SHA-256' };
const CA_NAME = new _peculiar_x509__WEBPACK_IMPORTED_MODULE_4__/* .Name */ .SX([{ CN: ['Local Development Root CA'] }, { O: ['Local Development'] }]);
// Serial numbers are left to the generator: 16 random bytes, encoded as a positive INTEGER.
function validity() {
    const now = Date.now();
    return { notBefore: new Date(now - DAY_MS), notAfter: new Date(now + DAY_MS) };
}
async function privatePem(key) {
    const der = Buffer.from(await subtle.exportKey('pkcs8', key));
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_1__.createPrivateKey)({ key: der, format: 'der', type: 'pkcs8' }).export({ format: 'pem', type: 'pkcs8' }).toString();
}
async function keyPair() {
    return subtle.generateKey(EC_KEY, true, ['sign', 'verify']);
}
async function createRunAuthority() {
    const [ca, leaf] = await Promise.all([keyPair(), keyPair()]);
    const certificate = await _peculiar_x509__WEBPACK_IMPORTED_MODULE_4__/* .X509CertificateGenerator */ .Jy.createSelfSigned({
        name: CA_NAME,
        ...validity(),
        signingAlgorithm: SIGNING,
        keys: ca,
        extensions: [
            new _peculiar_x509__WEBPACK_IMPORTED_MODULE_4__/* .BasicConstraintsExtension */ .WA(true, 0, true),
            new _peculiar_x509__WEBPACK_IMPORTED_MODULE_4__/* .KeyUsagesExtension */ .hy(_peculiar_x509__WEBPACK_IMPORTED_MODULE_4__/* .KeyUsageFlags */ .Ob.keyCertSign | _peculiar_x509__WEBPACK_IMPORTED_MODULE_4__/* .KeyUsageFlags */ .Ob.cRLSign, true),
            await _peculiar_x509__WEBPACK_IMPORTED_MODULE_4__/* .SubjectKeyIdentifierExtension */ .QE.create(ca.publicKey, false, node_crypto__WEBPACK_IMPORTED_MODULE_1__.webcrypto)
        ]
    }, node_crypto__WEBPACK_IMPORTED_MODULE_1__.webcrypto);
    const [caKeyPem, leafKeyPem] = await Promise.all([privatePem(ca.privateKey), privatePem(leaf.privateKey)]);
    return { caCertPem: `${certificate.toString('pem')}\n`, caKeyPem, leafKeyPem };
}
async function leafIssuer(authority) {
    const caCertificate = new _peculiar_x509__WEBPACK_IMPORTED_MODULE_4__/* .X509Certificate */ .yI(authority.caCertPem);
    const [caKey, leafPublicKey, caKeyId] = await Promise.all([
        subtle.importKey('pkcs8', (0,node_crypto__WEBPACK_IMPORTED_MODULE_1__.createPrivateKey)(authority.caKeyPem).export({ type: 'pkcs8', format: 'der' }), EC_KEY, false, ['sign']),
        subtle.importKey('spki', (0,node_crypto__WEBPACK_IMPORTED_MODULE_1__.createPublicKey)(authority.leafKeyPem).export({ type: 'spki', format: 'der' }), EC_KEY, true, ['verify']),
        _peculiar_x509__WEBPACK_IMPORTED_MODULE_4__/* .AuthorityKeyIdentifierExtension */ .Z$.create(caCertificate, false, node_crypto__WEBPACK_IMPORTED_MODULE_1__.webcrypto)
    ]);
    return { caName: caCertificate.subjectName, caKey, caKeyId, leafPublicKey };
}
/** A leaf certificate (PEM) for `name` (a DNS name or an IPv4 address), signed by the run's authority. */
async function issueLeaf(issuer, name) {
    const certificate = await _peculiar_x509__WEBPACK_IMPORTED_MODULE_4__/* .X509CertificateGenerator */ .Jy.create({
        // Built from parts, never parsed from a string: the name comes from the server's ClientHello.
        subject: new _peculiar_x509__WEBPACK_IMPORTED_MODULE_4__/* .Name */ .SX([{ CN: [name.slice(0, 64)] }]),
        issuer: issuer.caName,
        ...validity(),
        signingAlgorithm: SIGNING,
        publicKey: issuer.leafPublicKey,
        signingKey: issuer.caKey,
        extensions: [
            new _peculiar_x509__WEBPACK_IMPORTED_MODULE_4__/* .BasicConstraintsExtension */ .WA(false),
            new _peculiar_x509__WEBPACK_IMPORTED_MODULE_4__/* .KeyUsagesExtension */ .hy(_peculiar_x509__WEBPACK_IMPORTED_MODULE_4__/* .KeyUsageFlags */ .Ob.digitalSignature, true),
            new _peculiar_x509__WEBPACK_IMPORTED_MODULE_4__/* .ExtendedKeyUsageExtension */ .j6([_peculiar_x509__WEBPACK_IMPORTED_MODULE_4__/* .ExtendedKeyUsage */ .CD.serverAuth]),
            new _peculiar_x509__WEBPACK_IMPORTED_MODULE_4__/* .SubjectAlternativeNameExtension */ .Wx([{ type: (0,node_net__WEBPACK_IMPORTED_MODULE_2__.isIPv4)(name) ? 'ip' : 'dns', value: name }]),
            issuer.caKeyId
        ]
    }, node_crypto__WEBPACK_IMPORTED_MODULE_1__.webcrypto);
    return `${certificate.toString('pem')}\n`;
}
/**
 * TLS contexts per server name, issued on first use and kept (a flood of names is capped by the sink's
 * callers; past `max` names a context is issued per connection). Concurrent connections for one name
 * share one issuance.
 */
function secureContexts(authority, max = 256) {
    let issuer;
    const contexts = new Map();
    return (name) => {
        const key = name.toLowerCase();
        let context = contexts.get(key);
        if (!context) {
            issuer ??= leafIssuer(authority);
            context = issuer.then(async (parsed) => (0,node_tls__WEBPACK_IMPORTED_MODULE_3__.createSecureContext)({ key: authority.leafKeyPem, cert: (await issueLeaf(parsed, key)) + authority.caCertPem }));
            if (contexts.size < max) {
                contexts.set(key, context);
                // A name whose certificate could not be made is tried afresh next time.
                context.catch(() => contexts.delete(key));
            }
        }
        return context;
    };
}


/***/ })

};
