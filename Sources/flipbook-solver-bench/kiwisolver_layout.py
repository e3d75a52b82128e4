"""kiwisolver on the layout system flipbook-solver-bench describes (same run, same data).

Usage: python3 kiwisolver_layout.py SYSTEM_FILE OUTPUT_JSON
Reads the description (see GridLayoutSystem.descriptionText), builds the constraints, then
times: from scratch (new solver, edit variables, every constraint, updateVariables), best of
REPEATS; and the one-edit re-solve (suggestValue + updateVariables, alternating between two
values), mean over EDITS. Writes timings and the solved values as JSON.
"""
import json
import sys
import time

import kiwisolver as kiwi

REPEATS = 5
EDITS = 200
STRENGTHS = {1000.0: kiwi.strength.required, 999.0: kiwi.strength.strong,
             750.0: kiwi.strength.medium, 250.0: kiwi.strength.weak}


def strength(priority):
    if priority not in STRENGTHS:
        raise SystemExit(f"kiwisolver_layout.py: priority {priority} has no kiwi strength")
    return STRENGTHS[priority]


def main(system_path, output_path):
    variables, edits, constraints, resuggest = [], [], [], None
    with open(system_path) as f:
        for line in f:
            fields = line.split()
            if fields[0] == "variables":
                variables = [kiwi.Variable(f"v{i}") for i in range(int(fields[1]))]
            elif fields[0] == "edit":
                edits.append((variables[int(fields[1])], strength(float(fields[2])), float(fields[3])))
            elif fields[0] == "constraint":
                relation, priority, constant = fields[1], float(fields[2]), float(fields[3])
                expression = constant
                for k in range(4, len(fields), 2):
                    expression = expression + float(fields[k + 1]) * variables[int(fields[k])]
                c = {"==": expression == 0, "<=": expression <= 0, ">=": expression >= 0}[relation]
                constraints.append(c | strength(priority))
            elif fields[0] == "resuggest":
                resuggest = (variables[int(fields[1])], float(fields[2]), float(fields[3]))
            else:
                raise SystemExit(f"kiwisolver_layout.py: unknown line {line!r}")

    def solve():
        solver = kiwi.Solver()
        for variable, s, value in edits:
            solver.addEditVariable(variable, s)
            solver.suggestValue(variable, value)
        for c in constraints:
            solver.addConstraint(c)
        solver.updateVariables()
        return solver

    best = float("inf")
    for _ in range(REPEATS):
        start = time.perf_counter()
        solver = solve()
        best = min(best, time.perf_counter() - start)
    values = [v.value() for v in variables]
    variable, edited, original = resuggest
    start = time.perf_counter()
    for k in range(EDITS):
        solver.suggestValue(variable, edited if k % 2 == 0 else original)
        solver.updateVariables()
    edit = (time.perf_counter() - start) / EDITS
    solver.suggestValue(variable, edited)
    solver.updateVariables()
    edited_values = [v.value() for v in variables]
    with open(output_path, "w") as f:
        json.dump({"kiwisolver": kiwi.__version__, "scratch_seconds": best, "edit_seconds": edit,
                   "constraints": len(constraints), "values": values, "edited_values": edited_values}, f)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
