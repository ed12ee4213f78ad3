"""Layout peers for the layout solver benchmark: kiwisolver on the same constraint system.

Usage: layout_peers.py SYSTEM.json [--runs N] [--values]

SYSTEM.json: {"variables": V, "constraints": [{"terms": [[i, a], ...], "constant": c,
"op": "<=" | "==" | ">=", "priority": p}, ...], "change": {"constraint": k, "constant": c}}
with the constraint shape of Tests/GoldensLayoutTests/Expectations/kiwi_systems.json
(priority 1000 = required, below that the priority is kiwi's strength).

Times, in thread CPU time (time.thread_time), the fastest of N runs (default 5) after a warm-up:
  kiwi_full_ms    a fresh Solver, addConstraint for every constraint, updateVariables
                  (Constraint objects are built once, outside the timing; constraints kiwi
                  rejects as unsatisfiable are left out beforehand, as our solver rejects them)
  kiwi_change_ms  kiwi cannot change a constant in place, so: removeConstraint(k) +
                  addConstraint(k with the new constant) + updateVariables
  kiwi_suggest_ms only when constraint k has a single term a*x: the same system with k replaced
                  by an edit variable on x (kiwi edit variables cannot be required: a required k
                  uses strength 'strong' = 1e6, an optional one its priority; an edit variable is
                  an equality even when k is an inequality), timed suggestValue(x, -c/a) +
                  updateVariables; otherwise null
With --values it also reports every variable's value, by index, after the full solve ("values")
and after the change by remove + add ("values_changed"), for checking another solver's.
Prints one JSON object.
"""
import argparse
import json
import time

import kiwisolver

REQUIRED = 1000


def strength(priority):
    return kiwisolver.strength.required if priority == REQUIRED else float(priority)


def make(xs, spec, constant):
    expression = kiwisolver.Expression([kiwisolver.Term(xs[int(v)], a) for v, a in spec["terms"]],
                                       constant)
    return kiwisolver.Constraint(expression, spec["op"], strength(spec["priority"]))


def fastest_ms(setup, timed, runs):
    """Fastest of `runs` timings of timed(setup()), after one untimed warm-up."""
    timed(setup())
    best = float("inf")
    for _ in range(runs):
        state = setup()
        start = time.thread_time()
        timed(state)
        best = min(best, time.thread_time() - start)
    return best * 1000


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("system")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--values", action="store_true", help="also print the solutions")
    args = parser.parse_args()
    with open(args.system) as handle:
        system = json.load(handle)
    specs = system["constraints"]
    k = int(system["change"]["constraint"])
    new_constant = float(system["change"]["constant"])
    xs = [kiwisolver.Variable("x%d" % i) for i in range(system["variables"])]
    constraints = [make(xs, spec, spec["constant"]) for spec in specs]
    changed = make(xs, specs[k], new_constant)

    # Which constraints kiwi accepts (rebuilding after a rejection, as the expectations do).
    accepted = []
    solver = kiwisolver.Solver()
    for index, constraint in enumerate(constraints):
        try:
            solver.addConstraint(constraint)
            accepted.append(index)
        except kiwisolver.UnsatisfiableConstraint:
            solver = kiwisolver.Solver()
            for kept in accepted:
                solver.addConstraint(constraints[kept])
    if k not in accepted:
        raise SystemExit("constraint %d is rejected by kiwisolver; pick an accepted one" % k)

    def build(skip=None):
        solver = kiwisolver.Solver()
        for index in accepted:
            if index != skip:
                solver.addConstraint(constraints[index])
        solver.updateVariables()
        return solver

    def full(_):
        build()

    def change(solver):
        solver.removeConstraint(constraints[k])
        solver.addConstraint(changed)
        solver.updateVariables()

    full_ms = fastest_ms(lambda: None, full, args.runs)
    change_ms = fastest_ms(build, change, args.runs)

    suggest_ms, suggest_method = None, None
    terms = specs[k]["terms"]
    if len(terms) == 1:
        variable, coefficient = xs[int(terms[0][0])], float(terms[0][1])
        priority = specs[k]["priority"]
        edit_strength = kiwisolver.strength.strong if priority == REQUIRED else float(priority)

        def edit_setup():
            solver = build(skip=k)
            solver.addEditVariable(variable, edit_strength)
            solver.suggestValue(variable, -specs[k]["constant"] / coefficient)
            solver.updateVariables()
            return solver

        def suggest(solver):
            solver.suggestValue(variable, -new_constant / coefficient)
            solver.updateVariables()

        suggest_ms = fastest_ms(edit_setup, suggest, args.runs)
        suggest_method = "edit variable x%d (strength %g) in place of constraint %d (%s)" % (
            int(terms[0][0]), edit_strength, k, specs[k]["op"])

    solutions = {}
    if args.values:
        solver = build()
        solutions["values"] = [x.value() for x in xs]
        change(solver)
        solutions["values_changed"] = [x.value() for x in xs]

    print(json.dumps({
        "kiwi_full_ms": full_ms,
        "kiwi_change_ms": change_ms,
        "kiwi_change_method": "removeConstraint + addConstraint + updateVariables",
        "kiwi_suggest_ms": suggest_ms,
        "kiwi_suggest_method": suggest_method,
        "kiwi_rejected": [i for i in range(len(constraints)) if i not in accepted],
        "runs": args.runs,
        "kiwisolver": kiwisolver.__version__,
        **solutions,
    }))


if __name__ == "__main__":
    main()
