"""Writes layout_systems.json: generated linear constraint systems, each solved the way Auto
Layout orders priorities, by an independent linear-programming solver (HiGHS, through scipy).

Run with the repository's venv (scipy and numpy):

    .venv/bin/python Tests/GoldensLayoutTests/Expectations/make_layout_systems.py

Each constraint is `sum(coefficient * x[i]) + constant  OP  0` with a priority in 1...1000:
1000 is required, anything below is optional. Constraints are added one at a time in order;
a required constraint that cannot hold together with the required ones accepted before it goes
to `rejected` and is left out.

Priorities are strict, as Auto Layout's are: a higher priority's violations are minimized
first, and no amount of violation at lower priorities outweighs any at a higher one. So the
optimum is found level by level, one linear program per priority from the highest down: minimize
the level's summed violation with every higher level held at its optimum (to a tolerance of
`LEVEL_SLACK` relative, widened only where HiGHS needs it).

Per system the file records the `values`, the summed violation at each priority (`errors`, highest
first, as [priority, violation] pairs), and `unique[i]`: whether x[i] is the same in every
optimum, found by minimizing and maximizing x[i] with every level held at its optimum. About half
the systems also carry `changes`: cumulative changes of the constant of an accepted constraint,
each with the from-scratch optimum after it.

Output is deterministic: one seeded random.Random (the same systems the generator has always
made), lists only, fixed key order, values rounded to 12 significant digits.
"""
import json
import os
import random

import numpy
import scipy
from scipy.optimize import linprog

SEED = 20261123
SYSTEM_COUNT = 560
REQUIRED = 1000
COMMON_PRIORITIES = [1, 50, 250, 251, 500, 749, 750, 999, 1000]
COEFFICIENTS = [1.0, 1.0, 1.0, -1.0, -1.0, 2.0, -2.0, 0.5, -0.5, 1.5, 3.0, -0.25]
# A level's summed violation may exceed its optimum by this much (relative, at least absolute)
# while lower levels are minimized; ten times more, up to 1e-7 (HiGHS's feasibility tolerance),
# where HiGHS cannot meet it.
LEVEL_SLACK = 1e-11
# A variable whose least and greatest value over the optimum set differ by less is unique.
UNIQUE_TOLERANCE = 1e-6

HERE = os.path.dirname(os.path.abspath(__file__))
OUTPUT = os.path.join(HERE, "layout_systems.json")


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


class Program:
    """The linear program of one system: the variables x, then one or two error columns per
    optional constraint, with the required constraints as rows."""

    def __init__(self, variables, constraints, constants, accepted):
        self.variables = variables
        self.columns = variables
        self.errors = {}  # constraint index -> [(column, weight)]
        self.upper_rows, self.upper_bounds = [], []
        self.equal_rows, self.equal_bounds = [], []
        for k in accepted:
            spec = constraints[k]
            if spec["priority"] != REQUIRED:
                count = 2 if spec["op"] == "==" else 1
                self.errors[k] = list(range(self.columns, self.columns + count))
                self.columns += count
        for k in accepted:
            self.add(constraints[k], constants[k], self.errors.get(k, []))

    def row(self, terms):
        row = numpy.zeros(self.columns)
        for column, coefficient in terms:
            row[column] += coefficient
        return row

    def add(self, spec, constant, errors):
        # expr + constant OP 0; an optional constraint's error columns absorb its violation.
        terms = [(int(v), a) for v, a in spec["terms"]]
        if spec["op"] == "==":
            if errors:
                terms += [(errors[0], -1.0), (errors[1], 1.0)]
            self.equal_rows.append(self.row(terms))
            self.equal_bounds.append(-constant)
        elif spec["op"] == "<=":
            if errors:
                terms.append((errors[0], -1.0))
            self.upper_rows.append(self.row(terms))
            self.upper_bounds.append(-constant)
        else:  # expr + constant >= 0  ->  -expr - error <= constant
            if errors:
                terms.append((errors[0], 1.0))
            self.upper_rows.append(-self.row(terms))
            self.upper_bounds.append(constant)

    def level_row(self, constraints, priority):
        return self.row([(c, 1.0) for k, columns in self.errors.items()
                         if constraints[k]["priority"] == priority for c in columns])

    def solve(self, objective, extra_rows=(), extra_bounds=()):
        bounds = [(None, None)] * self.variables + [(0, None)] * (self.columns - self.variables)
        upper = self.upper_rows + list(extra_rows)
        result = linprog(objective, A_ub=numpy.array(upper) if upper else None,
                         b_ub=numpy.array(self.upper_bounds + list(extra_bounds)) if upper else None,
                         A_eq=numpy.array(self.equal_rows) if self.equal_rows else None,
                         b_eq=numpy.array(self.equal_bounds) if self.equal_rows else None,
                         bounds=bounds, method="highs-ds")
        return result


def feasible(variables, constraints, constants, accepted):
    program = Program(variables, constraints, constants, accepted)
    result = program.solve(numpy.zeros(program.columns))
    assert result.status in (0, 2), result.message
    return result.status == 0


def rejected_required(variables, constraints, constants):
    accepted, rejected = [], []
    for k, spec in enumerate(constraints):
        if spec["priority"] == REQUIRED and not feasible(variables, constraints, constants,
                                                         [a for a in accepted if constraints[a]["priority"] == REQUIRED] + [k]):
            rejected.append(k)
            continue
        accepted.append(k)
    return rejected, accepted


def lhs(spec, const, values):
    return sum(a * values[int(v)] for v, a in spec["terms"]) + const


def violation(spec, const, values):
    value = lhs(spec, const, values)
    if spec["op"] == "==":
        return abs(value)
    if spec["op"] == "<=":
        return max(0.0, value)
    return max(0.0, -value)


def rounded(value):
    return float("%.12g" % value) + 0.0


def optimum(variables, constraints, constants):
    """(rejected, values, unique, errors) of the system with the given constants."""
    rejected, accepted = rejected_required(variables, constraints, constants)
    program = Program(variables, constraints, constants, accepted)
    priorities = sorted({constraints[k]["priority"] for k in program.errors}, reverse=True)
    held_rows, held_bounds = [], []
    result = program.solve(numpy.zeros(program.columns))
    assert result.status == 0, result.message
    for priority in priorities:
        row = program.level_row(constraints, priority)
        # The levels above are held within a slack as small as HiGHS can keep (it meets a
        # constraint to its own tolerance, so a slack too small can make the program infeasible).
        slack = LEVEL_SLACK
        while True:
            bounds = [bound + slack * max(1.0, abs(bound)) for bound in held_bounds]
            result = program.solve(row, held_rows, bounds)
            if result.status == 0 or slack >= 1e-7:
                break
            slack *= 10
        assert result.status == 0, result.message
        held_rows.append(row)
        held_bounds.append(result.fun)
    held_bounds = [bound + slack * max(1.0, abs(bound)) for bound in held_bounds]
    values = [rounded(v) for v in result.x[:variables]]
    used = {int(v) for k in accepted for v, _ in constraints[k]["terms"]}
    unique = []
    for i in range(variables):
        if i not in used:  # in no constraint: free, and 0 as a fresh variable is
            unique.append(False)
            values[i] = 0.0
            continue
        objective = numpy.zeros(program.columns)
        objective[i] = 1.0
        low = program.solve(objective, held_rows, held_bounds)
        high = program.solve(-objective, held_rows, held_bounds)
        unique.append(bool(low.status == 0 and high.status == 0 and high.x[i] - low.x[i] < UNIQUE_TOLERANCE))
    levels = []
    for priority in priorities:
        total = sum(violation(constraints[k], constants[k], result.x) for k in program.errors
                    if constraints[k]["priority"] == priority)
        levels.append([priority, rounded(total)])
    return rejected, values, unique, levels


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
            again, values, unique, errors = optimum(variables, constraints, trial)
            if again != rejected:
                continue
            constants = trial
            steps.append({"constraint": k, "constant": new, "values": values, "unique": unique,
                          "errors": errors})
            break
    return steps


def main():
    rng = random.Random(SEED)
    lines = []
    stats = {"rejecting": 0, "unique": 0, "free": 0, "changes": 0, "steps": 0}
    for _ in range(SYSTEM_COUNT):
        variables, constraints = generate(rng)
        constants = [c["constant"] for c in constraints]
        rejected, values, unique, errors = optimum(variables, constraints, constants)
        system = {"variables": variables, "constraints": constraints, "rejected": rejected,
                  "values": values, "unique": unique, "errors": errors}
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
    header = json.dumps({"generator": "make_layout_systems.py", "scipy": scipy.__version__,
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
