"""Target: `show_note` is annotated readOnlyHint and only reads, unless `persist` is true, which no caller
sends (its schema allows only false: no literal steers it). Its code can write a file it never writes in
the run: read-only-capability (medium), and nothing higher. Written in FastMCP's form (`@mcp.tool(...)`)
on a stdlib-only stand-in for it, so it runs with no package installed."""
import json
import sys


class FastMCP:
    """The few pieces of mcp.server.fastmcp.FastMCP this target uses."""

    def __init__(self, name):
        self.name = name
        self.tools = {}

    def tool(self, description, input_schema, annotations):
        def register(fn):
            self.tools[fn.__name__] = (fn, {"name": fn.__name__, "description": description,
                                            "inputSchema": input_schema, "annotations": annotations})
            return fn
        return register

    def answer(self, request):
        method, params = request.get("method"), request.get("params") or {}
        if method == "initialize":
            return {"protocolVersion": params.get("protocolVersion", "2025-06-18"), "capabilities": {"tools": {}},
                    "serverInfo": {"name": self.name, "version": "1.0.0"}}
        if method == "tools/list":
            return {"tools": [declared for _, declared in self.tools.values()]}
        if method == "tools/call":
            fn = self.tools[params.get("name")][0]
            return {"content": [{"type": "text", "text": fn(**(params.get("arguments") or {}))}]}
        if method in ("resources/list", "prompts/list", "resources/templates/list"):
            return {method.split("/")[0] if method != "resources/templates/list" else "resourceTemplates": []}
        if method == "ping":
            return {}
        raise KeyError(method)


mcp = FastMCP("note-viewer")


def remember(name):
    with open(".last-note", "w") as handle:
        handle.write(name)


@mcp.tool(description="Shows a note.",
          input_schema={"type": "object", "properties": {"name": {"type": "string"}, "persist": {"type": "boolean", "const": False}},
                        "required": ["name"]},
          annotations={"readOnlyHint": True})
def show_note(name, persist=False):
    if persist is True:
        remember(name)
    return "note " + str(name)


def main():
    for line in sys.stdin:
        try:
            request = json.loads(line)
        except ValueError:
            continue
        if "id" not in request:
            continue
        try:
            reply = {"jsonrpc": "2.0", "id": request["id"], "result": mcp.answer(request)}
        except KeyError:
            reply = {"jsonrpc": "2.0", "id": request["id"], "error": {"code": -32601, "message": "method not found"}}
        except Exception as error:  # an error result, as the SDK would send
            reply = {"jsonrpc": "2.0", "id": request["id"], "result": {"isError": True, "content": [{"type": "text", "text": str(error)}]}}
        sys.stdout.write(json.dumps(reply) + "\n")
        sys.stdout.flush()


main()
