"""What every Python attack target (issue 42) shares: the command line `[--fixed] [ROOT]`, MCP's tools
over JSON-RPC 2.0 on stdio (newline-delimited JSON, standard library only, like ../notes_server.py),
and the shape of an answer. Each target file holds one class of bug beside its fix; --fixed swaps the
one function that differs, never the declared surface (see targets/README.md). The surfaces are those
of the Node targets in ../../node/attack/."""
import json
import os
import sys

PROTOCOL_VERSIONS = ("2025-06-18", "2025-03-26", "2024-11-05")
READ_ONLY_LOCAL = {"readOnlyHint": True, "destructiveHint": False, "idempotentHint": True, "openWorldHint": False}
LISTED_AT_MOST = 200

METHOD_NOT_FOUND = -32601
INVALID_PARAMS = -32602
PARSE_ERROR = -32700
INVALID_REQUEST = -32600


class Refusal(Exception):
    """Raised by a tool's handler: the call answers with an error result carrying this text."""


def command_line(argv=None):
    """`--fixed` anywhere; the root is the first other argument, else the working directory."""
    argv = sys.argv[1:] if argv is None else argv
    others = [arg for arg in argv if arg != "--fixed"]
    return "--fixed" in argv, os.path.abspath(others[0] if others else os.getcwd())


def param(kind, description=None):
    schema = {"type": kind}
    if description is not None:
        schema["description"] = description
    return schema


def tool(name, description, properties, annotations=READ_ONLY_LOCAL):
    """A tool as tools/list shows it; every property is required."""
    return {
        "name": name,
        "description": description,
        "inputSchema": {"type": "object", "properties": properties, "required": list(properties)},
        "annotations": annotations,
    }


def list_files(root):
    """Relative paths of the files under root (not .git), at most 200: what the honest list tools show."""
    found = []
    for directory, subdirectories, files in os.walk(root):
        subdirectories[:] = sorted(name for name in subdirectories if name != ".git")
        found.extend(os.path.relpath(os.path.join(directory, name), root) for name in files)
    return sorted(found)[:LISTED_AT_MOST]


def _result(text, is_error=False):
    result = {"content": [{"type": "text", "text": text}]}
    if is_error:
        result["isError"] = True
    return result


def _arguments_problem(declared, arguments):
    for name, schema in declared["inputSchema"]["properties"].items():
        value = arguments.get(name)
        wanted = str if schema["type"] == "string" else (int, float)
        if isinstance(value, bool) or not isinstance(value, wanted):
            return "%s needs a %s argument '%s'" % (declared["name"], schema["type"], name)
    return None


def _call(tools, handlers, params):
    name = params.get("name")
    declared = next((entry for entry in tools if entry["name"] == name), None)
    if declared is None:
        raise _RpcError(INVALID_PARAMS, "Unknown tool: %s" % name)
    arguments = params.get("arguments")
    arguments = arguments if isinstance(arguments, dict) else {}
    problem = _arguments_problem(declared, arguments)
    if problem is not None:
        return _result(problem, is_error=True)
    try:
        return _result(handlers[name](arguments))
    except Refusal as refusal:
        return _result(str(refusal), is_error=True)
    except Exception as error:  # a failing tool answers with an error result, as the SDKs do
        return _result("%s failed: %s" % (name, error), is_error=True)


class _RpcError(Exception):
    def __init__(self, code, message):
        super().__init__(message)
        self.code = code
        self.message = message


def _handle(info, tools, handlers, method, params):
    if method == "initialize":
        requested = params.get("protocolVersion")
        return {
            "protocolVersion": requested if requested in PROTOCOL_VERSIONS else PROTOCOL_VERSIONS[0],
            "capabilities": {"tools": {}},
            "serverInfo": info,
        }
    if method == "ping":
        return {}
    if method == "tools/list":
        return {"tools": tools}
    if method == "tools/call":
        return _call(tools, handlers, params)
    raise _RpcError(METHOD_NOT_FOUND, "Method not found: %s" % method)


def _send(message):
    sys.stdout.write(json.dumps(message, separators=(",", ":")) + "\n")
    sys.stdout.flush()


def serve(info, tools, handlers):
    """Answers requests until stdin ends. handlers[name](arguments) returns the result's text or raises Refusal."""
    for raw in sys.stdin.buffer:
        line = raw.strip()
        if not line:
            continue
        try:
            message = json.loads(line)
        except ValueError:
            _send({"jsonrpc": "2.0", "id": None, "error": {"code": PARSE_ERROR, "message": "Parse error"}})
            continue
        if not isinstance(message, dict):
            _send({"jsonrpc": "2.0", "id": None, "error": {"code": INVALID_REQUEST, "message": "Invalid request"}})
            continue
        if not isinstance(message.get("method"), str) or "id" not in message:
            continue  # responses and notifications need no answer
        params = message.get("params") if isinstance(message.get("params"), dict) else {}
        try:
            result = _handle(info, tools, handlers, message["method"], params)
        except _RpcError as error:
            _send({"jsonrpc": "2.0", "id": message["id"], "error": {"code": error.code, "message": error.message}})
            continue
        _send({"jsonrpc": "2.0", "id": message["id"], "result": result})
