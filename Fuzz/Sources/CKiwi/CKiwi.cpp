#include "CKiwi.h"

#include <kiwi/kiwi.h>

#include <vector>

struct ckiwi_solver {
    kiwi::Solver solver;
    std::vector<kiwi::Variable> variables;
};

ckiwi_solver *ckiwi_create(int variables) {
    auto *solver = new ckiwi_solver;
    solver->variables.resize(variables > 0 ? variables : 0);
    return solver;
}

void ckiwi_destroy(ckiwi_solver *solver) { delete solver; }

int ckiwi_add(ckiwi_solver *solver, int count, const int *variables, const double *coefficients,
              double constant, int relation, double priority) {
    std::vector<kiwi::Term> terms;
    for (int i = 0; i < count; ++i) {
        terms.emplace_back(solver->variables.at(variables[i]), coefficients[i]);
    }
    kiwi::Expression expression(terms, constant);
    kiwi::RelationalOperator op = relation == 0 ? kiwi::OP_EQ : (relation == 1 ? kiwi::OP_LE : kiwi::OP_GE);
    double strength = priority >= 1000 ? kiwi::strength::required : kiwi::strength::create(0, priority, 0);
    try {
        solver->solver.addConstraint(kiwi::Constraint(expression, op, strength));
        return 0;
    } catch (const kiwi::UnsatisfiableConstraint &) {
        return 1;
    } catch (...) {
        return 2;
    }
}

double ckiwi_value(ckiwi_solver *solver, int index) {
    solver->solver.updateVariables();
    return solver->variables.at(index).value();
}
