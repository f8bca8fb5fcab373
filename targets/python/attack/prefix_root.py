"""Issue 42, class 2: a root check by string prefix. The real path must start with the folder's path,
so a sibling folder that shares the prefix (`<root>_x/...`, `<root>-old/...`) passes. The shape of
CVE-2025-53110 in @modelcontextprotocol/server-filesystem. --fixed: the path must be the folder itself or
start with the folder and a separator. Root: the first argument, else the working directory."""
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ next to the target, whatever the environment says

from mcp_stdio import Refusal, command_line, list_files, param, serve, tool  # noqa: E402

FIXED, ROOT = command_line()
FOLDER = os.path.realpath(ROOT)


def starts_with_folder(target):
    """The bug: a prefix of characters, not of path components."""
    return target.startswith(FOLDER)


def under_folder(target):
    """The fix: the folder itself, or a path under it."""
    return target == FOLDER or target.startswith(FOLDER + os.sep)


allowed = under_folder if FIXED else starts_with_folder


def read_document(arguments):
    path = arguments["path"]
    target = os.path.realpath(os.path.join(FOLDER, path))
    if not allowed(target):
        raise Refusal("Refused: %s is outside the documents folder." % path)
    try:
        with open(target, encoding="utf-8", errors="replace") as document:
            return document.read(100_000)
    except OSError as error:
        raise Refusal("Cannot read %s: %s" % (path, error.strerror))


TOOLS = [
    tool("read_document", "Reads a document from the documents folder. Paths may be absolute or relative to the folder.",
         {"path": param("string", 'Path of the document (e.g. "docs/guide.md")')}),
    tool("list_documents", "Lists the documents in the documents folder.", {}),
]

if __name__ == "__main__":
    serve({"name": "docs-reader", "version": "0.4.1"}, TOOLS, {
        "read_document": read_document,
        "list_documents": lambda _: "\n".join(list_files(FOLDER)) or "(no documents)",
    })
