"""Writes kiwi_systems.json: generated linear constraint systems solved by kiwisolver.

Run with the repository's venv (only kiwisolver and the standard library are needed):

    .venv/bin/python Tests/GoldensLayoutTests/Expectations/make_kiwi_systems.py

Each constraint is `sum(coefficient * x[i]) + constant  OP  0` with a priority in 1...1000:
1000 is REQUIRED (kiwisolver.strength.required), anything below is an optional constraint
whose kiwi strength (weight) is exactly the priority. Constraints are added one at a time
in order; when kiwi raises UnsatisfiableConstraint the index goes to `rejected` and a fresh
solver is rebuilt from the constraints accepted so far.

Per system the file records kiwi's `values`, the weighted `error` of the accepted optional
constraints (sum of priority * violation), and `unique[i]`: whether x[i] is the same in every
optimum. Uniqueness is probed by re-solving with one more optional constraint
`x[i] == +1e6` and then `x[i] == -1e6` at a strength 1e-7 below every other weight (relative
to the smallest priority, 1); see `probe` below for how it is kept clear of kiwi's 1e-8
near-zero cut-off. About half the systems also carry `changes`: cumulative changes of the
constant of an accepted constraint, each with the from-scratch optimum after it.

Output is deterministic: one seeded random.Random, lists only, fixed key order.
"""
import json
import os
import random

import kiwisolver

SEED = 20261123
SYSTEM_COUNT = 560
REQUIRED = 1000
COMMON_PRIORITIES = [1, 50, 250, 251, 500, 749, 750, 999, 1000]
COEFFICIENTS = [1.0, 1.0, 1.0, -1.0, -1.0, 2.0, -2.0, 0.5, -0.5, 1.5, 3.0, -0.25]
PROBE_TARGET = 1e6
PROBE_STRENGTH = 1e-7  # relative to a priority of 1
# kiwi drops any tableau coefficient below 1e-8 (util.h nearZero). A probe weight of 1e-7,
# once multiplied by a coefficient like 0.125 while pivoting, would fall under it and the probe
# would silently do nothing. Scaling every optional weight by the same factor leaves the
# optimum set unchanged, so the probes run with all optional weights times PROBE_SCALE and a
# probe weight of PROBE_STRENGTH * PROBE_SCALE (= 1e-3; the largest weight becomes 9.99e6,
# still far below kiwi's required strength 1.001001e9).
PROBE_SCALE = 1e4
UNIQUE_TOLERANCE = 1e-7

HERE = os.path.dirname(os.path.abspath(__file__))
OUTPUT = os.path.join(HERE, "kiwi_systems.json")


# ---------------------------------------------------------------------------------------------
# Generation


def constant(rng):
    """A constant in -500..500, sometimes with a fraction."""
    value = float(rng.randint(-500, 500))
    r = rng.random()
    if r < 0.25:
        value += rng.choice([0.5, -0.5, 0.25, 0.75, 0.125])
    elif r < 0.32:
        value += rng.choice([0.1, 0.3, 0.7, 1.0 / 3.0])
    return max(-500.0, min(500.0, value))


def priority(rng, required_share):
    r = rng.random()
    if r < required_share:
        return REQUIRED
    r = rng.random()
    if r < 0.7:
        return rng.choice(COMMON_PRIORITIES[:-1])
    if r < 0.93:
        return rng.randint(1, 999)
    return rng.choice([1.5, 12.5, 99.5, 333.25, 998.5])


def anchor_priority(rng):
    return rng.choice([1, 1, 10, 20, 25, 50, 50, rng.randint(1, 50)])


def op(rng, equal_share=0.4):
    r = rng.random()
    if r < equal_share:
        return "=="
    return "<=" if r < equal_share + (1 - equal_share) / 2 else ">="


def distinct(rng, count, variables):
    return rng.sample(range(variables), count)


def shaped(rng, variables, required_share):
    """One layout-like constraint (terms with distinct variables, no zero coefficient)."""
    shapes = ["difference", "difference", "bound", "bound", "triple", "general", "scaled"]
    if variables < 3:
        shapes = [s for s in shapes if s != "triple"]
    shape = rng.choice(shapes)
    if shape == "difference":  # x_i - x_j + c
        i, j = distinct(rng, 2, variables)
        terms = [[i, 1.0], [j, -1.0]]
    elif shape == "bound":  # a * x_i + c
        terms = [[rng.randrange(variables), rng.choice([1.0, 1.0, 1.0, -1.0, 2.0, 0.5])]]
    elif shape == "triple":  # x_i + 0.5 x_j - x_k + c
        i, j, k = distinct(rng, 3, variables)
        terms = [[i, 1.0], [j, rng.choice([0.5, 0.5, -0.5, 1.0, 2.0])], [k, -1.0]]
    elif shape == "scaled":  # x_i - m * x_j + c (aspect ratios, multipliers)
        i, j = distinct(rng, 2, variables)
        terms = [[i, 1.0], [j, -rng.choice([0.5, 2.0, 1.5, 0.75, 3.0])]]
    else:
        count = rng.randint(2, min(4, variables))
        terms = [[v, rng.choice(COEFFICIENTS)] for v in distinct(rng, count, variables)]
    return {"terms": terms, "constant": constant(rng), "op": op(rng),
            "priority": priority(rng, required_share)}


def contradiction(rng, partner):
    """A required constraint that cannot hold together with `partner` (itself required)."""
    scale = rng.choice([1.0, 1.0, 2.0, -1.0, 0.5, -2.0])
    terms = [[v, a * scale] for v, a in partner["terms"]]
    c = partner["constant"]
    d = float(rng.choice([1, 2, 5, 10, 40, 120])) + rng.choice([0.0, 0.0, 0.5])
    # In partner's own orientation: expr + c' OP' 0 contradicting expr + c OP 0.
    if partner["op"] == "==":
        new_op, new_c = rng.choice([("==", c + d), ("==", c - d), (">=", c - d), ("<=", c + d)])
    elif partner["op"] == ">=":  # expr >= -c; ask expr <= -c'  with -c' < -c
        new_op, new_c = rng.choice([("<=", c + d), ("==", c + d)])
    else:  # expr <= -c; ask expr >= -c' with -c' > -c
        new_op, new_c = rng.choice([(">=", c - d), ("==", c - d)])
    if scale < 0 and new_op != "==":
        new_op = "<=" if new_op == ">=" else ">="
    return {"terms": terms, "constant": new_c * scale, "op": new_op, "priority": REQUIRED}


def redundant(rng, partner):
    """A required copy of `partner` scaled by an exact factor (consistent, kiwi accepts it)."""
    scale = rng.choice([2.0, -1.0, 0.5])
    new_op = partner["op"]
    if scale < 0 and new_op != "==":
        new_op = "<=" if new_op == ">=" else ">="
    return {"terms": [[v, a * scale] for v, a in partner["terms"]],
            "constant": partner["constant"] * scale, "op": new_op, "priority": REQUIRED}


def cycle(rng, variables, consistent):
    """x_a - x_b == c1, x_b - x_c == c2, x_a - x_c == c1 + c2 (+ d): three required equalities."""
    a, b, c = distinct(rng, 3, variables)
    c1, c2 = constant(rng) / 4, constant(rng) / 4
    d = 0.0 if consistent else float(rng.choice([1, 3, 25, 100]))
    return [
        {"terms": [[a, 1.0], [b, -1.0]], "constant": c1, "op": "==", "priority": REQUIRED},
        {"terms": [[b, 1.0], [c, -1.0]], "constant": c2, "op": "==", "priority": REQUIRED},
        {"terms": [[a, 1.0], [c, -1.0]], "constant": c1 + c2 + d, "op": "==", "priority": REQUIRED},
    ]


def generate(rng):
    variables = rng.randint(2, 12)
    anchored = rng.random() < 0.78
    wants_conflict = rng.random() < 0.17
    required_share = rng.uniform(0.1, 0.45)
    total = rng.randint(3, 25)

    anchors = []
    if anchored:
        anchored_variables = list(range(variables))
    else:  # leave at least one variable without a weak anchor
        anchored_variables = rng.sample(range(variables), rng.randint(0, variables - 1))
    for i in anchored_variables:
        anchors.append({"terms": [[i, 1.0]], "constant": -constant(rng), "op": "==",
                        "priority": anchor_priority(rng)})
    total = max(total, min(25, len(anchors) + 2))
    room = max(1, total - len(anchors))

    body = []
    if variables >= 3 and rng.random() < 0.12 and room >= 4:
        body.extend(cycle(rng, variables, consistent=rng.random() < 0.4))
    if not anchored and rng.random() < 0.5 and room - len(body) >= 3:
        # Two equally weighted optional constraints pulling one variable apart: a tied optimum.
        i = rng.randrange(variables)
        low, gap = constant(rng) / 2, float(rng.choice([5, 20, 64]))
        p = rng.choice([1, 50, 250, 500, 750])
        body.append({"terms": [[i, 1.0]], "constant": -(low + gap), "op": ">=", "priority": p})
        body.append({"terms": [[i, 1.0]], "constant": -low, "op": "<=", "priority": p})
    while len(body) < room:
        body.append(shaped(rng, variables, required_share))

    constraints = anchors + body
    rng.shuffle(constraints)

    # Deliberate conflicts and redundancies: inserted after their (required) partner.
    extras = 0
    if wants_conflict:
        extras = rng.randint(1, 2)
    for _ in range(extras):
        partners = [n for n, c in enumerate(constraints) if c["priority"] == REQUIRED]
        if not partners:
            k = rng.randrange(len(constraints))
            constraints[k] = dict(constraints[k], priority=REQUIRED)
            partners = [k]
        k = rng.choice(partners)
        constraints.insert(rng.randint(k + 1, len(constraints)), contradiction(rng, constraints[k]))
    if rng.random() < 0.08:
        partners = [n for n, c in enumerate(constraints) if c["priority"] == REQUIRED]
        if partners:
            k = rng.choice(partners)
            constraints.insert(rng.randint(k + 1, len(constraints)), redundant(rng, constraints[k]))
    del constraints[25:]
    return variables, constraints


# ---------------------------------------------------------------------------------------------
# Solving


def kiwi_constraint(xs, spec, const, weight_scale=1.0):
    expression = kiwisolver.Expression([kiwisolver.Term(xs[v], a) for v, a in spec["terms"]], const)
    if spec["priority"] == REQUIRED:
        strength = kiwisolver.strength.required
    else:
        strength = float(spec["priority"]) * weight_scale
    return kiwisolver.Constraint(expression, spec["op"], strength)


def address_ordered_variables(count):
    """`count` kiwi Variables, listed in the order kiwi sorts them.

    kiwi reduces every expression through a std::map keyed by the Variable's heap address, so
    the order in which it creates tableau symbols and sums floating-point terms follows the
    addresses, which change with the process's allocation history (even with the working
    directory). Values then differ in their last bits from run to run. Using one pool of
    Variables, indexed in kiwi's own (address) order, makes every run add terms in index order.
    The order is read from the solver's dump, whose Variables section is sorted the same way.
    """
    pool = [kiwisolver.Variable("p%d" % i) for i in range(count)]
    solver = kiwisolver.Solver()
    solver.addConstraint(kiwisolver.Constraint(
        kiwisolver.Expression([kiwisolver.Term(v, 1.0) for v in pool]), "==", "required"))
    section = solver.dumps().split("Variables\n---------\n")[1].split("\n\n")[0]
    names = [line.split(" = ")[0].strip() for line in section.strip().splitlines()]
    assert sorted(names) == sorted("p%d" % i for i in range(count)), names
    return [pool[int(name[1:])] for name in names]


VARIABLES = address_ordered_variables(12)


def solve(variables, constraints, constants, skip=(), probe=None, weight_scale=1.0):
    """Adds constraints in order (leaving out `skip`); returns (rejected, values).

    On UnsatisfiableConstraint the index is recorded and a fresh solver is rebuilt from the
    constraints accepted so far. `probe` = (variable, target, strength) adds one more optional
    constraint at the end.
    """
    xs = VARIABLES[:variables]
    solver = kiwisolver.Solver()
    accepted, rejected = [], []
    for k, spec in enumerate(constraints):
        if k in skip:
            continue
        constraint = kiwi_constraint(xs, spec, constants[k], weight_scale)
        try:
            solver.addConstraint(constraint)
        except kiwisolver.UnsatisfiableConstraint:
            rejected.append(k)
            solver = kiwisolver.Solver()
            for kept in accepted:
                solver.addConstraint(kept)
            continue
        except (kiwisolver.DuplicateConstraint, kiwisolver.BadRequiredStrength) as error:
            raise SystemExit("unexpected %r for constraint %d" % (error, k))
        accepted.append(constraint)
    used = {v for k, spec in enumerate(constraints)
            if k not in skip and k not in rejected for v, _ in spec["terms"]}
    if probe is not None:
        i, target, strength = probe
        solver.addConstraint(kiwisolver.Constraint(xs[i] - target, "==", strength))
        used.add(i)
    solver.updateVariables()
    # The pool is shared between solves: a variable in none of this solver's constraints keeps
    # a stale value, so report what a fresh kiwi Variable would hold, 0.
    return rejected, [xs[i].value() if i in used else 0.0 for i in range(variables)]


def lhs(spec, const, values):
    return sum(a * values[v] for v, a in spec["terms"]) + const


def weighted_error(constraints, constants, rejected, values):
    total = 0.0
    for k, spec in enumerate(constraints):
        if k in rejected or spec["priority"] == REQUIRED:
            continue
        value = lhs(spec, constants[k], values)
        if spec["op"] == "==":
            violation = abs(value)
        elif spec["op"] == "<=":
            violation = max(0.0, value)
        else:
            violation = max(0.0, -value)
        total += spec["priority"] * violation
    return total


def optimum(variables, constraints, constants):
    """(rejected, values, unique, error) of the system with the given constants."""
    rejected, values = solve(variables, constraints, constants)
    skip = set(rejected)
    unique = []
    for i in range(variables):
        same = True
        for target in (PROBE_TARGET, -PROBE_TARGET):
            probe = (i, target, PROBE_STRENGTH * PROBE_SCALE)
            again, probed = solve(variables, constraints, constants, skip, probe, PROBE_SCALE)
            assert not again, "an accepted constraint was rejected when re-solving"
            if abs(probed[i] - values[i]) > UNIQUE_TOLERANCE:
                same = False
        unique.append(same)
    return rejected, values, unique, weighted_error(constraints, constants, skip, values)


def changes_for(rng, variables, constraints, rejected):
    accepted = [k for k in range(len(constraints)) if k not in rejected]
    constants = [c["constant"] for c in constraints]
    steps = []
    for _ in range(rng.randint(1, 3)):
        for _attempt in range(6):
            k = rng.choice(accepted)
            r = rng.random()
            if r < 0.6:
                new = constants[k] + rng.choice([-1, 1]) * float(rng.choice([1, 4, 10, 25, 60, 150]))
            elif r < 0.8:
                new = constant(rng)
            else:
                new = constants[k] + rng.choice([-0.5, 0.5, 0.25, 2.5])
            if new == constants[k]:
                continue
            trial = constants[:k] + [new] + constants[k + 1:]
            again, values, unique, error = optimum(variables, constraints, trial)
            if again != rejected:
                continue
            constants = trial
            steps.append({"constraint": k, "constant": new, "values": values, "unique": unique,
                          "error": error})
            break
    return steps


def main():
    rng = random.Random(SEED)
    lines = []
    stats = {"rejecting": 0, "unique": 0, "free": 0, "changes": 0, "steps": 0}
    for _ in range(SYSTEM_COUNT):
        variables, constraints = generate(rng)
        constants = [c["constant"] for c in constraints]
        rejected, values, unique, error = optimum(variables, constraints, constants)
        system = {"variables": variables, "constraints": constraints, "rejected": rejected,
                  "values": values, "unique": unique, "error": error}
        if rng.random() < 0.5:
            steps = changes_for(rng, variables, constraints, rejected)
            if steps:
                system["changes"] = steps
                stats["changes"] += 1
                stats["steps"] += len(steps)
        stats["rejecting"] += bool(rejected)
        stats["unique"] += sum(unique)
        stats["free"] += len(unique) - sum(unique)
        lines.append(json.dumps(system, separators=(",", ":")))
    header = json.dumps({"generator": "make_kiwi_systems.py", "kiwisolver": kiwisolver.__version__,
                         "required": REQUIRED}, separators=(",", ":"))
    text = header[:-1] + ',"systems":[\n' + ",\n".join(lines) + "\n]}\n"
    with open(OUTPUT, "w") as handle:
        handle.write(text)
    print("%d systems, %d with rejections, %d with changes (%d steps), "
          "%d unique / %d non-unique variables, %d bytes"
          % (SYSTEM_COUNT, stats["rejecting"], stats["changes"], stats["steps"],
             stats["unique"], stats["free"], len(text)))


if __name__ == "__main__":
    main()
