// SPDX-License-Identifier: MIT
#pragma once

#include "cosmosclient.h"

#include "model/analysis/analysis.h"

#include <QString>
#include <QStringList>

#include <functional>
#include <optional>
#include <vector>

namespace cosmos::account {

// One access pattern measured (FORMAT.md section 5, `account measure`; RULES.md
// section 15): the estimate beside the charge Cosmos DB reported, per execution of
// the pattern (all its requests, every page), averaged over `samples` runs.
struct PatternMeasurement {
    QString id;
    double estimatedRu = 0;
    std::optional<double> measuredRu;
    int samples = 0;
    QString skipped; // why it was not measured (empty when it was)
};

// A container's peak load from the measured charges and the patterns' peak RPS, beside
// the estimate; unknown while any of its requests went unmeasured.
struct ContainerMeasurement {
    QString name;
    double estimatedRuPerSecondPeak = 0;
    std::optional<double> measuredRuPerSecondPeak;
};

struct MeasureResult {
    std::vector<PatternMeasurement> patterns;
    std::vector<ContainerMeasurement> containers;
    QString scratchContainer; // the container writes ran in (created and removed)
    Failure failure = Failure::None;
    QString error;

    bool complete() const; // every pattern measured
    Json toJson() const;   // {"patterns": [...], "containers": [...]}
    QStringList lines() const;
};

struct MeasureOptions {
    QString database;
    int repeat = 3;                  // runs of each pattern
    int documentsPerContainer = 100; // stored documents the parameters are taken from
    bool allowWrites = false;        // writes run in a scratch container made for them
    std::function<bool(const QString &step, int done, int total)> progress;
};

// Runs each access pattern of the design against the account: point reads by the id
// and key of a stored document, queries as exported with parameters from stored
// documents, writes (only when allowed) in a scratch container with the design's
// definition that is removed afterwards; records x-ms-request-charge of every request
// and every page.
MeasureResult measureDesign(
    CosmosClient &client, const Model &model, const Analysis &analysis, const MeasureOptions &options);

} // namespace cosmos::account
