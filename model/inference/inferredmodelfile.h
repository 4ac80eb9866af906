// SPDX-License-Identifier: MIT
#pragma once

#include "model/document/model.h"

#include <QByteArray>
#include <QString>

namespace cosmos {

// The file of an inferred model, read back before anyone writes it: `infer`, the
// window's import and `account import` never produce a model the reader refuses
// (sample data can hold what a model cannot: names, depths, numbers).
struct InferredModelFile {
    QByteArray bytes;
    QString problem; // why the reader would refuse it, naming the place; empty when readable

    bool ok() const { return problem.isEmpty(); }
};

InferredModelFile checkInferredModel(const Model &model);

} // namespace cosmos
