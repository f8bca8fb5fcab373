export const id = 238;
export const ids = [238];
export const modules = {

/***/ 49238:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   createRunAuthority: () => (/* binding */ createRunAuthority),
/* harmony export */   issueLeaf: () => (/* binding */ issueLeaf),
/* harmony export */   leafIssuer: () => (/* binding */ leafIssuer),
/* harmony export */   leavesFor: () => (/* binding */ leavesFor),
/* harmony export */   makeRunAuthority: () => (/* binding */ makeRunAuthority)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(77030);
/* harmony import */ var node_net__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_net__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(57975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _peculiar_asn1_schema__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(47261);
/* harmony import */ var _peculiar_asn1_schema__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(_peculiar_asn1_schema__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _peculiar_asn1_x509__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(33594);
/* harmony import */ var _peculiar_asn1_x509__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(_peculiar_asn1_x509__WEBPACK_IMPORTED_MODULE_4__);





const DAY_MS = 24 * 60 * 60 * 1000;
const ECDSA_WITH_SHA256 = '1.2.840.10045.4.3.2';
const COMMON_NAME = '2.5.4.3';
const ORGANIZATION = '2.5.4.10';
const CA_NAME = [
    [COMMON_NAME, 'Local Development Root CA'],
    [ORGANIZATION, 'Local Development']
];
/** A name of one attribute per RDN, each value a UTF8String: built from parts, never parsed from a string. */
function nameOf(attributes) {
    return new _peculiar_asn1_x509__WEBPACK_IMPORTED_MODULE_4__.Name(attributes.map(([type, value]) => new _peculiar_asn1_x509__WEBPACK_IMPORTED_MODULE_4__.RelativeDistinguishedName([new _peculiar_asn1_x509__WEBPACK_IMPORTED_MODULE_4__.AttributeTypeAndValue({ type, value: new _peculiar_asn1_x509__WEBPACK_IMPORTED_MODULE_4__.AttributeValue({ utf8String: value }) })])));
}
function extension(extnID, critical, value) {
    return new _peculiar_asn1_x509__WEBPACK_IMPORTED_MODULE_4__.Extension({ extnID, critical, extnValue: new _peculiar_asn1_schema__WEBPACK_IMPORTED_MODULE_3__.OctetString(_peculiar_asn1_schema__WEBPACK_IMPORTED_MODULE_3__.AsnConvert.serialize(value)) });
}
/** 16 random bytes, a positive INTEGER of minimal encoding (its first byte in 0x40-0x7f). */
function serialNumber() {
    const bytes = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(16);
    bytes[0] = ((bytes[0] ?? 0) & 0x3f) | 0x40;
    return new Uint8Array(bytes).buffer;
}
function publicKeyInfo(key) {
    return _peculiar_asn1_schema__WEBPACK_IMPORTED_MODULE_3__.AsnConvert.parse(key.export({ type: 'spki', format: 'der' }), _peculiar_asn1_x509__WEBPACK_IMPORTED_MODULE_4__.SubjectPublicKeyInfo);
}
/** The key identifier RFC 5280 4.2.1.2 (1) describes: SHA-1 of the subjectPublicKey bits. */
function keyIdentifier(info) {
    return new _peculiar_asn1_x509__WEBPACK_IMPORTED_MODULE_4__.KeyIdentifier((0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha1').update(new Uint8Array(info.subjectPublicKey)).digest());
}
/** A certificate valid from a day ago to a day ahead, signed ECDSA with SHA-256 by `signingKey`; PEM. */
function certificatePem(subject, issuer, subjectKey, extensions, signingKey) {
    const now = Date.now();
    const algorithm = new _peculiar_asn1_x509__WEBPACK_IMPORTED_MODULE_4__.AlgorithmIdentifier({ algorithm: ECDSA_WITH_SHA256 });
    const tbsCertificate = new _peculiar_asn1_x509__WEBPACK_IMPORTED_MODULE_4__.TBSCertificate({
        version: _peculiar_asn1_x509__WEBPACK_IMPORTED_MODULE_4__.Version.v3,
        serialNumber: serialNumber(),
        signature: algorithm,
        issuer,
        validity: new _peculiar_asn1_x509__WEBPACK_IMPORTED_MODULE_4__.Validity({ notBefore: new Date(now - DAY_MS), notAfter: new Date(now + DAY_MS) }),
        subject,
        subjectPublicKeyInfo: subjectKey,
        extensions: new _peculiar_asn1_x509__WEBPACK_IMPORTED_MODULE_4__.Extensions(extensions)
    });
    // ECDSA's signature in X.509 is the DER Ecdsa-Sig-Value, which is node:crypto's default encoding.
    const signature = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.sign)('sha256', Buffer.from(_peculiar_asn1_schema__WEBPACK_IMPORTED_MODULE_3__.AsnConvert.serialize(tbsCertificate)), signingKey);
    const certificate = new _peculiar_asn1_x509__WEBPACK_IMPORTED_MODULE_4__.Certificate({ tbsCertificate, signatureAlgorithm: algorithm, signatureValue: new Uint8Array(signature).buffer });
    // node:crypto reads the DER back (so a certificate it could not read never leaves here) and writes the PEM.
    return new node_crypto__WEBPACK_IMPORTED_MODULE_0__.X509Certificate(Buffer.from(_peculiar_asn1_schema__WEBPACK_IMPORTED_MODULE_3__.AsnConvert.serialize(certificate))).toString();
}
const ecKeyPair = (0,node_util__WEBPACK_IMPORTED_MODULE_2__.promisify)(node_crypto__WEBPACK_IMPORTED_MODULE_0__.generateKeyPair);
async function keyPair() {
    return ecKeyPair('ec', { namedCurve: 'prime256v1' });
}
async function createRunAuthority() {
    return (await makeRunAuthority()).authority;
}
/**
 * A fresh authority, and its issuer made from the keys in hand rather than parsed back from the PEM: the
 * thread that made the authority (authority-worker.ts) issues the sink's leaves with its X.509 code warm.
 */
async function makeRunAuthority() {
    const [ca, leaf] = await Promise.all([keyPair(), keyPair()]);
    const caKey = publicKeyInfo(ca.publicKey);
    const caName = nameOf(CA_NAME);
    const caCertPem = certificatePem(caName, caName, caKey, [
        extension(_peculiar_asn1_x509__WEBPACK_IMPORTED_MODULE_4__.id_ce_basicConstraints, true, new _peculiar_asn1_x509__WEBPACK_IMPORTED_MODULE_4__.BasicConstraints({ cA: true, pathLenConstraint: 0 })),
        extension(_peculiar_asn1_x509__WEBPACK_IMPORTED_MODULE_4__.id_ce_keyUsage, true, new _peculiar_asn1_x509__WEBPACK_IMPORTED_MODULE_4__.KeyUsage(_peculiar_asn1_x509__WEBPACK_IMPORTED_MODULE_4__.KeyUsageFlags.keyCertSign | _peculiar_asn1_x509__WEBPACK_IMPORTED_MODULE_4__.KeyUsageFlags.cRLSign)),
        extension(_peculiar_asn1_x509__WEBPACK_IMPORTED_MODULE_4__.id_ce_subjectKeyIdentifier, false, new _peculiar_asn1_x509__WEBPACK_IMPORTED_MODULE_4__.SubjectKeyIdentifier(keyIdentifier(caKey).buffer))
    ], ca.privateKey);
    const pkcs8 = (key) => key.export({ type: 'pkcs8', format: 'pem' }).toString();
    return {
        authority: { caCertPem, caKeyPem: pkcs8(ca.privateKey), leafKeyPem: pkcs8(leaf.privateKey) },
        issuer: { caName, caKey: ca.privateKey, leafPublicKey: publicKeyInfo(leaf.publicKey), extensions: leafExtensions(caKey) }
    };
}
async function leafIssuer(authority) {
    const caKey = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createPrivateKey)(authority.caKeyPem);
    const caCertificate = _peculiar_asn1_schema__WEBPACK_IMPORTED_MODULE_3__.AsnConvert.parse(Buffer.from(authority.caCertPem.replace(/-----[^-]+-----|\s/g, ''), 'base64'), _peculiar_asn1_x509__WEBPACK_IMPORTED_MODULE_4__.Certificate).tbsCertificate;
    return {
        caName: caCertificate.subject,
        caKey,
        leafPublicKey: publicKeyInfo((0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createPublicKey)(authority.leafKeyPem)),
        extensions: leafExtensions(caCertificate.subjectPublicKeyInfo)
    };
}
function leafExtensions(caKey) {
    return [
        extension(_peculiar_asn1_x509__WEBPACK_IMPORTED_MODULE_4__.id_ce_basicConstraints, false, new _peculiar_asn1_x509__WEBPACK_IMPORTED_MODULE_4__.BasicConstraints({ cA: false })),
        extension(_peculiar_asn1_x509__WEBPACK_IMPORTED_MODULE_4__.id_ce_keyUsage, true, new _peculiar_asn1_x509__WEBPACK_IMPORTED_MODULE_4__.KeyUsage(_peculiar_asn1_x509__WEBPACK_IMPORTED_MODULE_4__.KeyUsageFlags.digitalSignature)),
        extension(_peculiar_asn1_x509__WEBPACK_IMPORTED_MODULE_4__.id_ce_extKeyUsage, false, new _peculiar_asn1_x509__WEBPACK_IMPORTED_MODULE_4__.ExtendedKeyUsage([_peculiar_asn1_x509__WEBPACK_IMPORTED_MODULE_4__.id_kp_serverAuth])),
        extension(_peculiar_asn1_x509__WEBPACK_IMPORTED_MODULE_4__.id_ce_authorityKeyIdentifier, false, new _peculiar_asn1_x509__WEBPACK_IMPORTED_MODULE_4__.AuthorityKeyIdentifier({ keyIdentifier: keyIdentifier(caKey) }))
    ];
}
/** A leaf certificate (PEM) for `name` (a DNS name or an IPv4 address), signed by the run's authority. */
async function issueLeaf(issuer, name) {
    // The name comes from the server's ClientHello: it is one CN value and one SAN entry, never parsed.
    const alternative = new _peculiar_asn1_x509__WEBPACK_IMPORTED_MODULE_4__.GeneralName((0,node_net__WEBPACK_IMPORTED_MODULE_1__.isIPv4)(name) ? { iPAddress: name } : { dNSName: name });
    return certificatePem(nameOf([[COMMON_NAME, name.slice(0, 64)]]), issuer.caName, issuer.leafPublicKey, [...issuer.extensions, extension(_peculiar_asn1_x509__WEBPACK_IMPORTED_MODULE_4__.id_ce_subjectAltName, false, new _peculiar_asn1_x509__WEBPACK_IMPORTED_MODULE_4__.SubjectAlternativeName([alternative]))], issuer.caKey);
}
/** Issues leaves for `authority`, parsing it on the first. */
function leavesFor(authority) {
    let issuer;
    return async (name) => {
        issuer ??= leafIssuer(authority);
        return issueLeaf(await issuer, name);
    };
}


/***/ })

};
