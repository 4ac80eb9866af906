// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

#include <nlohmann/json.hpp>

namespace cosmos {

// The exports keep their keys in the order Azure's documentation shows them.
using OrderedJson = nlohmann::ordered_json;

// Azure's documented limits for what the exports deploy (shared/azure-schema
// README). These are facts about the service, not cost assumptions: a user may
// price throughput in other steps, but Azure only accepts these.
namespace azure {
constexpr int kManualMinRu = 400;
constexpr int kManualStepRu = 100;
constexpr int kAutoscaleMinRu = 1000;
constexpr int kAutoscaleStepRu = 1000;
constexpr int kNameMaxLength = 255;
constexpr double kTtlMax = 2147483647.0;
// The newest GA version: it holds the vector, full-text and computed-property
// policies (RULES.md section 14) and everything else the exports write.
constexpr const char *kApiVersion = "2026-03-15";
// Global secondary indexes (materializedViewDefinition) and the account switch that
// allows them exist only in preview API versions: used for those resources alone.
constexpr const char *kPreviewApiVersion = "2026-04-01-preview";

// Why a container or database name is not a valid Azure id; empty when it is.
QString nameProblem(const QString &name);

// The throughput Azure accepts nearest above `ru`: manual ≥ 400 in steps of 100,
// autoscale maximum ≥ 1,000 in steps of 1,000.
int validManualRu(double ru);
int validAutoscaleMaxRu(double ru);
} // namespace azure

// JSON text as the export files hold it: two-space indent, UTF-8, a final newline.
QByteArray jsonFileBytes(const OrderedJson &json);

// A sorted-key Json value (the analysis' type) in the exports' ordered type.
OrderedJson ordered(const nlohmann::json &json);

} // namespace cosmos
