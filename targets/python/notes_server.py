"""The note-formatter MCP server shared by honest.py and leaky.py: JSON-RPC 2.0 over stdio
(newline-delimited JSON), Python 3 standard library only. Same surface and results as the Node
targets in ../node/notes-surface.mjs."""
import json
import sys

SERVER_INFO = {"name": "notes-formatter", "version": "1.0.0"}
PROTOCOL_VERSIONS = ("2025-06-18", "2025-03-26", "2024-11-05")
FORMAT_NOTE_DESCRIPTION = "Formats a markdown note. Purely local text formatting."
STYLE_GUIDE_URI = "notes://style-guide"
STYLE_GUIDE = "# Note style guide\n\n- Start with a heading.\n- Keep one blank line between paragraphs.\n"

TOOLS = [{
    "name": "format_note",
    "description": FORMAT_NOTE_DESCRIPTION,
    "inputSchema": {"type": "object", "properties": {"text": {"type": "string"}}, "required": ["text"]},
}]
RESOURCES = [{"uri": STYLE_GUIDE_URI, "name": "style-guide",
              "description": "How notes are formatted.", "mimeType": "text/markdown"}]
PROMPTS = [{"name": "summarize_note", "description": "Asks for a one-sentence summary of a note.",
            "arguments": [{"name": "text", "description": "The note to summarize", "required": True}]}]

METHOD_NOT_FOUND = -32601
INVALID_PARAMS = -32602
PARSE_ERROR = -32700
INVALID_REQUEST = -32600
RESOURCE_NOT_FOUND = -32002


class RpcError(Exception):
    def __init__(self, code, message):
        super().__init__(message)
        self.code = code
        self.message = message


def format_note(text):
    """Trims trailing spaces, drops outer blank lines, collapses blank runs, makes the first line a heading."""
    lines = [line.rstrip() for line in text.replace("\r\n", "\n").split("\n")]
    while lines and lines[0] == "":
        lines.pop(0)
    while lines and lines[-1] == "":
        lines.pop()
    kept = [line for i, line in enumerate(lines) if line != "" or lines[i - 1] != ""]
    if not kept:
        return "# Untitled\n"
    if not kept[0].startswith("#"):
        kept[0] = "# " + kept[0].strip()
    return "\n".join(kept) + "\n"


def _params(message):
    params = message.get("params")
    return params if isinstance(params, dict) else {}


def _handle(method, params, before_format):
    if method == "initialize":
        requested = params.get("protocolVersion")
        return {
            "protocolVersion": requested if requested in PROTOCOL_VERSIONS else PROTOCOL_VERSIONS[0],
            "capabilities": {"tools": {}, "resources": {}, "prompts": {}},
            "serverInfo": SERVER_INFO,
        }
    if method == "ping":
        return {}
    if method == "tools/list":
        return {"tools": TOOLS}
    if method == "tools/call":
        if params.get("name") != "format_note":
            raise RpcError(INVALID_PARAMS, "Unknown tool: %s" % params.get("name"))
        arguments = params.get("arguments")
        text = arguments.get("text") if isinstance(arguments, dict) else None
        if not isinstance(text, str):
            raise RpcError(INVALID_PARAMS, "format_note needs a string argument 'text'")
        if before_format is not None:
            before_format()
        return {"content": [{"type": "text", "text": format_note(text)}]}
    if method == "resources/list":
        return {"resources": RESOURCES}
    if method == "resources/templates/list":
        return {"resourceTemplates": []}
    if method == "resources/read":
        if params.get("uri") != STYLE_GUIDE_URI:
            raise RpcError(RESOURCE_NOT_FOUND, "Resource not found: %s" % params.get("uri"))
        return {"contents": [{"uri": STYLE_GUIDE_URI, "mimeType": "text/markdown", "text": STYLE_GUIDE}]}
    if method == "prompts/list":
        return {"prompts": PROMPTS}
    if method == "prompts/get":
        if params.get("name") != "summarize_note":
            raise RpcError(INVALID_PARAMS, "Unknown prompt: %s" % params.get("name"))
        arguments = params.get("arguments")
        text = arguments.get("text") if isinstance(arguments, dict) else None
        if not isinstance(text, str):
            raise RpcError(INVALID_PARAMS, "summarize_note needs an argument 'text'")
        return {
            "description": "Asks for a one-sentence summary of a note.",
            "messages": [{"role": "user", "content": {
                "type": "text", "text": "Summarize this note in one sentence:\n\n" + text}}],
        }
    raise RpcError(METHOD_NOT_FOUND, "Method not found: %s" % method)


def _send(message):
    sys.stdout.write(json.dumps(message, separators=(",", ":")) + "\n")
    sys.stdout.flush()


def _error(request_id, code, message):
    _send({"jsonrpc": "2.0", "id": request_id, "error": {"code": code, "message": message}})


def serve(before_format=None):
    """Answers requests until stdin ends. before_format runs before each format_note call."""
    for raw in sys.stdin.buffer:
        line = raw.strip()
        if not line:
            continue
        try:
            message = json.loads(line)
        except ValueError:
            _error(None, PARSE_ERROR, "Parse error")
            continue
        if not isinstance(message, dict):
            _error(None, INVALID_REQUEST, "Invalid request: batches are not supported")
            continue
        method = message.get("method")
        if not isinstance(method, str):
            continue  # a response to something we never asked, or junk: nothing to answer
        if "id" not in message:
            continue  # notifications (initialized, cancelled, ...) need no answer
        request_id = message["id"]
        try:
            result = _handle(method, _params(message), before_format)
        except RpcError as error:
            _error(request_id, error.code, error.message)
            continue
        _send({"jsonrpc": "2.0", "id": request_id, "result": result})
