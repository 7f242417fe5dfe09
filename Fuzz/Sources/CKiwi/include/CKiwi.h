// A C interface to Kiwi (the C++ Cassowary solver behind PyPI's kiwisolver), for the Layout module's
// differential fuzzer. Kiwi's headers are downloaded by Fuzz/run.sh into Fuzz/.build/kiwi (never
// committed); Fuzz/Package.swift only declares this target when they are there.
#ifndef CKIWI_H
#define CKIWI_H

#ifdef __cplusplus
extern "C" {
#endif

typedef struct ckiwi_solver ckiwi_solver;

/// A solver with `variables` variables, numbered 0 ..< variables.
ckiwi_solver *ckiwi_create(int variables);
void ckiwi_destroy(ckiwi_solver *solver);

/// Adds `sum(coefficients[i] * variables[i]) + constant RELATION 0` (relation: 0 `==`, 1 `<=`, 2 `>=`) with
/// a UIKit priority (1000 = required; otherwise Kiwi's strength::create(0, priority, 0), as the peer
/// benchmark maps it). Returns 0 when added, 1 when Kiwi refuses it as unsatisfiable, 2 on any other error.
int ckiwi_add(ckiwi_solver *solver, int count, const int *variables, const double *coefficients,
              double constant, int relation, double priority);

/// Updates the variables and returns variable `index`'s value.
double ckiwi_value(ckiwi_solver *solver, int index);

#ifdef __cplusplus
}
#endif
#endif
