export const id = 416;
export const ids = [416];
export const modules = {

/***/ 8416:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MAX_REQUESTS_PER_CONNECTION: () => (/* binding */ MAX_REQUESTS_PER_CONNECTION),
/* harmony export */   openTls: () => (/* binding */ openTls)
/* harmony export */ });
/* harmony import */ var node_http2__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2467);
/* harmony import */ var node_http2__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_http2__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7075);
/* harmony import */ var node_stream__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_stream__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_tls__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1692);
/* harmony import */ var node_tls__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_tls__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _sink_wire_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6728);




// The sink's TLS, with the run's authority (--network sandbox): the connection the sink has classified
// as a ClientHello (sink.ts) is opened with a certificate for its name, and the HTTP/1.1 or HTTP/2 inside
// is answered like plain HTTP, its decrypted bytes kept for canary matching.
/**
 * The connection's bytes so far (`head`) followed by the rest of the socket, as one stream TLS can read:
 * the sink had to read the ClientHello to know it was one.
 */
function replayed(socket, head, onBytes) {
    const stream = new node_stream__WEBPACK_IMPORTED_MODULE_1__.Duplex({
        read: () => socket.resume(),
        write: (chunk, _encoding, callback) => socket.write(chunk, callback),
        final: (callback) => {
            socket.end();
            callback();
        }
    });
    stream.push(head);
    socket.removeAllListeners('data');
    socket.on('data', (chunk) => {
        onBytes(chunk.length);
        if (!stream.push(chunk))
            socket.pause();
    });
    socket.on('end', () => stream.push(null));
    stream.on('error', () => socket.destroy());
    return stream;
}
/**
 * Answers HTTP/2 inside the opened TLS (Node's http2 on the decrypted socket): each stream gets its
 * reply once its body has come; the first request's method, authority, path and headers are recorded, and each
 * request — its pseudo-headers and headers written out like an HTTP/1 head, then its body — is kept as the
 * payload for canary matching, and counted in plaintextBytes (HTTP/2's framing and compression aside, what
 * was sent reads the same as over HTTP/1).
 */
function serveHttp2(secure, replies, entry, capture, finish) {
    let kept = Buffer.alloc(0);
    const keep = (bytes) => {
        entry.plaintextBytes = (entry.plaintextBytes ?? 0) + bytes.length;
        kept = Buffer.concat([kept, bytes.subarray(0, capture.take(Math.min(bytes.length, Math.max(0, capture.perConnection - kept.length))))]);
        entry.payload = kept.toString('base64');
    };
    const server = (0,node_http2__WEBPACK_IMPORTED_MODULE_0__.createServer)();
    server.on('stream', (stream, headers) => {
        const method = String(headers[':method'] ?? '');
        const path = String(headers[':path'] ?? '').slice(0, _sink_wire_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_TARGET */ .pF);
        const authority = headers[':authority'] === undefined ? undefined : String(headers[':authority']).slice(0, 255);
        const pairs = Object.entries(headers)
            .filter(([name]) => !name.startsWith(':'))
            .map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value ?? '')]);
        const first = !entry.http;
        if (first)
            entry.http = { method, target: path, ...(authority !== undefined ? { host: authority } : {}), version: '2', headers: (0,_sink_wire_js__WEBPACK_IMPORTED_MODULE_3__/* .recordedHeaders */ .$f)(pairs) };
        keep(Buffer.from(`${method} ${path} HTTP/2\r\n${pairs.map(([name, value]) => `${name}: ${value}\r\n`).join('')}\r\n`, 'latin1'));
        const body = [];
        let bodyBytes = 0;
        stream.on('data', (chunk) => {
            keep(chunk);
            if (bodyBytes < MAX_SHAPED_BODY)
                body.push(chunk.subarray(0, MAX_SHAPED_BODY - bodyBytes));
            bodyBytes += chunk.length;
        });
        stream.on('error', () => undefined);
        stream.on('end', () => {
            if (stream.destroyed)
                return;
            const reply = replies.answer({
                method,
                target: path,
                ...(authority !== undefined ? { host: authority } : {}),
                headers: new Map(pairs.map(([name, value]) => [name.toLowerCase(), value])),
                body: Buffer.concat(body)
            });
            if (first) {
                entry.status = reply.status;
                entry.replied = reply.replied;
            }
            stream.respond({ ':status': reply.status, 'content-type': reply.contentType, 'content-length': String(reply.body.length) });
            stream.end(method === 'HEAD' ? undefined : reply.body);
        });
    });
    server.on('session', (session) => {
        session.on('error', finish);
        session.on('close', finish);
    });
    secure.secureConnecting = false;
    server.emit('connection', secure);
}
/** What of a request's body its reply is shaped from (a POST echoed, a GraphQL query). */
const MAX_SHAPED_BODY = 256 * 1024;
/** What of one HTTP/1.1 request is read to frame and answer it, whatever the capture keeps. */
const MAX_REQUEST_READ = MAX_SHAPED_BODY + 64 * 1024;
/** Requests answered on one kept-alive connection; the last of them is answered with `connection: close`. */
const MAX_REQUESTS_PER_CONNECTION = 100;
/** How long a TLS connection may sit idle in its handshake or before its first request. */
const TLS_IDLE_MS = 2_000;
/**
 * Told to the client in `keep-alive: timeout=`: clients stop reusing a connection a margin before it (fetch's
 * undici 2 s, Node's agent 1 s), so it must be above that margin for the connection to be kept at all.
 */
const KEEP_ALIVE_SECONDS = 5;
/** The sink waits this much longer than it said, so it never closes a connection a client is just reusing. */
const KEPT_IDLE_MS = KEEP_ALIVE_SECONDS * 1000 + 1_000;
/**
 * Opens the TLS a client sent, reads its HTTP request (HTTP/1.1, or HTTP/2 by ALPN) and answers it like
 * plain HTTP. HTTP/1.1 requests framed by content-length are answered with the connection kept open, each
 * emitted as a record of its own (`request` from the second), so a client that keeps its connections
 * (fetch, Node's agent) pays one handshake, not one per call.
 */
function openTls(socket, head, context, replies, entry, capture, done, records) {
    const secure = new node_tls__WEBPACK_IMPORTED_MODULE_2__.TLSSocket(replayed(socket, head, (count) => (entry.bytesReceived += count)), { isServer: true, secureContext: context, ALPNProtocols: ['h2', 'http/1.1'] });
    // Until the handshake completes, the client has not accepted the run's certificate: one that closes or
    // fails here (certificate pinning, its own trust store) refused it.
    entry.reply = 'tls-refused';
    const finish = () => {
        secure.destroy();
        socket.destroy();
        done();
    };
    secure.on('error', finish);
    secure.setTimeout(TLS_IDLE_MS, finish);
    secure.on('secure', () => {
        entry.reply = 'tls-opened';
        entry.plaintextBytes = 0;
        // requests wait in the stream (no reader yet) while the reply shaping finishes loading: the client
        // waits on us then, and the first request may wait on what the server's package says of its API
        secure.setTimeout(0);
        void replies.ready().then(() => {
            if (secure.destroyed)
                return;
            secure.setTimeout(TLS_IDLE_MS);
            if (secure.alpnProtocol === 'h2')
                serveHttp2(secure, replies, entry, capture, finish);
            else
                answerHttp1(secure, replies, entry, capture, finish, records);
        });
    });
}
/** HTTP/1.x inside the opened TLS: each request answered, the connection kept while requests are framed by content-length. */
function answerHttp1(secure, replies, entry, capture, finish, records) {
    /** what is read of the current request (and of what follows it, once answered with connection: close), up to MAX_REQUEST_READ */
    let request = Buffer.alloc(0);
    /** how much of `request` the capture keeps (its payload): the run's capture budget may run out, its answer never depends on that */
    let kept = 0;
    const maxRead = Math.max(capture.perConnection, MAX_REQUEST_READ);
    /** answered with connection: close: whatever else comes is read into this request's record */
    let last = false;
    let served = 0;
    const answer = (head, read, keepAlive) => {
        entry.http = {
            method: head.method,
            target: head.target,
            ...(head.host !== undefined ? { host: head.host } : {}),
            headers: (0,_sink_wire_js__WEBPACK_IMPORTED_MODULE_3__/* .recordedHeaders */ .$f)((0,_sink_wire_js__WEBPACK_IMPORTED_MODULE_3__/* .http1Headers */ .iR)(read))
        };
        const headEnd = read.indexOf('\r\n\r\n');
        const reply = replies.answer({
            method: head.method,
            target: head.target,
            ...(head.host !== undefined ? { host: head.host } : {}),
            headers: new Map((0,_sink_wire_js__WEBPACK_IMPORTED_MODULE_3__/* .http1Headers */ .iR)(read).map(([name, value]) => [name.toLowerCase(), value])),
            body: headEnd < 0 ? Buffer.alloc(0) : read.subarray(headEnd + 4, headEnd + 4 + MAX_SHAPED_BODY)
        });
        entry.status = reply.status;
        entry.replied = reply.replied;
        entry.payload = read.subarray(0, kept).toString('base64');
        served += 1;
        secure.write((0,_sink_wire_js__WEBPACK_IMPORTED_MODULE_3__/* .httpResponse */ .wE)(reply, head.method, keepAlive ? KEEP_ALIVE_SECONDS : undefined));
        if (!keepAlive) {
            last = true;
            secure.end();
            return;
        }
        secure.setTimeout(KEPT_IDLE_MS);
        records.emit({ ...entry });
        // the next request starts from nothing: its own time, bytes and payload
        delete entry.http;
        delete entry.status;
        delete entry.replied;
        delete entry.payload;
        entry.bytesReceived = 0;
        entry.plaintextBytes = 0;
        entry.request = served + 1;
        records.recordAtClose = false;
    };
    secure.on('data', (chunk) => {
        if (!records.recordAtClose) {
            records.recordAtClose = true;
            entry.at = Date.now();
        }
        entry.plaintextBytes = (entry.plaintextBytes ?? 0) + chunk.length;
        const room = capture.take(Math.min(chunk.length, Math.max(0, capture.perConnection - kept)));
        const read = Math.max(room, Math.min(chunk.length, maxRead - request.length));
        // the kept bytes are the first of what is read: once the capture stops, it stops for this request
        if (kept === request.length)
            kept += room;
        request = Buffer.concat([request, chunk.subarray(0, read)]);
        if (last)
            return;
        // Answered once the whole request is read, or as much of it as may be: what is past that is read and
        // dropped, and the connection closed after the answer (where the next request starts is not known).
        const full = request.length >= maxRead || read < chunk.length;
        for (;;) {
            const parsed = (0,_sink_wire_js__WEBPACK_IMPORTED_MODULE_3__/* .readHttpHead */ .DY)(request);
            if (!parsed.complete && !full)
                return;
            const headEnd = request.indexOf('\r\n\r\n');
            const headText = request.subarray(0, headEnd < 0 ? request.length : headEnd).toString('latin1');
            const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(headText)?.[1] ?? 0);
            const bodyStart = headEnd + 4;
            if (parsed.complete && !full && request.length - bodyStart < length)
                return;
            // a body of unknown length (chunked) or a client asking to close: answered, and what follows is this request's
            const framed = parsed.complete && !full && !/\r\ntransfer-encoding:/i.test(headText);
            const keepAlive = framed && served + 1 < MAX_REQUESTS_PER_CONNECTION && !/\r\nconnection:\s*close/i.test(headText);
            if (!keepAlive)
                return answer(parsed, request, false);
            const end = bodyStart + length;
            const next = request.subarray(end);
            // a request sent right behind this one (pipelined) is its own
            entry.plaintextBytes = (entry.plaintextBytes ?? 0) - next.length;
            answer(parsed, request.subarray(0, end), true);
            kept = Math.max(0, kept - end);
            request = Buffer.from(next);
            if (request.length === 0)
                return;
            records.recordAtClose = true;
            entry.at = Date.now();
            entry.plaintextBytes = request.length;
        }
    });
    secure.on('end', () => {
        if (records.recordAtClose && request.length > 0 && entry.payload === undefined)
            entry.payload = request.subarray(0, kept).toString('base64');
        // A client that half-closes right after its request gets the answer once it is written out, not a reset.
        if (secure.writableFinished)
            return finish();
        secure.once('finish', finish);
        if (!last)
            secure.end();
    });
}


/***/ })

};
