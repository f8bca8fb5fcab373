"""Issue 42, class 6: an arithmetic expression handed to eval(), so any Python runs (`__import__('os')`,
`open(...)`). --fixed: the expression is parsed (ast, mode "eval") and only numbers, + - * / %, unary
signs and parentheses are evaluated; nothing is compiled or run. Needs no root."""
import ast
import operator
import sys

sys.dont_write_bytecode = True  # no __pycache__ next to the target, whatever the environment says

from mcp_stdio import Refusal, command_line, param, serve, tool  # noqa: E402

FIXED, _ = command_line()
OPERATORS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv,
             ast.Mod: operator.mod}


def evaluate_with_eval(expression):
    """The bug: the expression is Python to the interpreter."""
    return eval(expression)


def evaluate_arithmetic(expression):
    """The fix: arithmetic only, read from the syntax tree."""
    def value(node):
        if isinstance(node, ast.Constant) and type(node.value) in (int, float):
            return node.value
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.UAdd, ast.USub)):
            operand = value(node.operand)
            return operand if isinstance(node.op, ast.UAdd) else -operand
        if isinstance(node, ast.BinOp) and type(node.op) in OPERATORS:
            return OPERATORS[type(node.op)](value(node.left), value(node.right))
        raise ValueError("only numbers, + - * / % and parentheses are allowed")
    return value(ast.parse(expression, mode="eval").body)


evaluate = evaluate_arithmetic if FIXED else evaluate_with_eval


def number_text(value):
    return str(int(value)) if isinstance(value, float) and value.is_integer() else str(value)


def calculate(arguments):
    expression = arguments["expression"]
    try:
        return number_text(evaluate(expression))
    except Exception as error:  # SyntaxError, ZeroDivisionError, ValueError, RecursionError...
        raise Refusal("Cannot evaluate %s: %s" % (expression, error))


TOOLS = [
    tool("calculate", "Evaluates an arithmetic expression (numbers, + - * / %, parentheses) and returns the result.",
         {"expression": param("string", 'The expression, e.g. "(2 + 3) * 4"')}),
    tool("celsius_to_fahrenheit", "Converts a temperature from degrees Celsius to degrees Fahrenheit.",
         {"celsius": param("number")}),
]

if __name__ == "__main__":
    serve({"name": "quick-calc", "version": "1.1.0"}, TOOLS, {
        "calculate": calculate,
        "celsius_to_fahrenheit": lambda arguments: number_text(round(arguments["celsius"] * 9 / 5 + 32, 2)),
    })
