"""Control target: a note formatter that only formats notes. It must produce zero findings.
Python 3 standard library only; the protocol lives in notes_server.py."""
import sys

sys.dont_write_bytecode = True  # no __pycache__ next to the target, whatever the environment says

import notes_server  # noqa: E402

if __name__ == "__main__":
    notes_server.serve()
