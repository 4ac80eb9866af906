// SPDX-License-Identifier: MIT
#pragma once

#include "model.h"

#include <QStringList>

#include <optional>

namespace cosmos {

// What a teaching model says about itself: the optional top-level "sample" member
// of a model file (resources/samples/README.md). The member stays in Model::extra,
// so it is saved back unchanged; this only reads it.
struct SampleDescription {
    QString title;
    QString summary;
    QStringList lookFor; // what to look at on the canvas and in the panels
    QStringList notes;   // what the model leaves out on purpose
};

// Empty when the model has no usable description (no member, or no title). With a
// `language` ("ja", "hi"), the member's translation into it where it gives one
// ("sample.translations.ja"), member by member; English wherever it gives none.
std::optional<SampleDescription> sampleDescription(const Model &model, const QString &language = QString());

} // namespace cosmos
