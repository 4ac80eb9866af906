// SPDX-License-Identifier: MIT
#pragma once

#include "advice.h"

#include <QHash>

#include <nlohmann/json.hpp>

#include <string_view>
#include <vector>

namespace cosmos {

// The trigger vocabulary of the advisor catalog: named predicates over the model and
// its analysis. Each returns the subjects it matched, with the values its message
// templates may name ({entity}, {pattern}, …). The catalog combines them in JSON, so
// a new rule built from existing predicates needs no C++.

class AdvisorContext {
public:
    AdvisorContext(const Model &model, const Analysis &analysis);

    const Model &model;
    const Analysis &analysis;

    QString entityName(const QString &id) const;
    // The consistency a read pattern runs at (its override or the application's).
    Consistency consistencyOf(const AccessPattern &pattern) const;
    // Indexed once per evaluation, so per-entity questions do not rescan every
    // pattern (a 1,000-entity model has thousands).
    const std::vector<const AccessPattern *> &writesTouching(const QString &entityId) const;
    const std::vector<const AccessPattern *> &patternsTouching(const QString &entityId) const;
    const std::vector<const AccessPattern *> &patternsOf(const QString &primaryEntityId) const;

private:
    QHash<QString, std::vector<const AccessPattern *>> m_writes;
    QHash<QString, std::vector<const AccessPattern *>> m_touching;
    QHash<QString, std::vector<const AccessPattern *>> m_primary;
};

struct Match {
    Subject subject;
    QHash<QString, Text> values;
};

// A predicate's parameters as written in the catalog (already checked against the
// predicate's declared parameters when the catalog was read).
class Params {
public:
    explicit Params(const nlohmann::json &json)
        : m_json(json)
    { }
    bool has(const char *name) const { return m_json.contains(name); }
    bool flag(const char *name, bool fallback = false) const;
    double number(const char *name, double fallback = 0) const;
    QString string(const char *name) const;
    QStringList strings(const char *name) const; // a string or an array of strings
    // True when the parameter is absent or lists the value.
    bool allows(const char *name, const QString &value) const;

private:
    const nlohmann::json &m_json;
};

enum class ParamType { Bool, Number, String, Strings };
struct ParamSpec {
    const char *name;
    ParamType type;
};

using PredicateFunction = std::vector<Match> (*)(const AdvisorContext &, const Params &);
struct PredicateSpec {
    const char *name;
    PredicateFunction evaluate;
    std::vector<ParamSpec> params;
};

const PredicateSpec *findPredicate(std::string_view name);
const std::vector<PredicateSpec> &predicateSpecs();

// The predicates themselves, one file per kind of subject.
namespace predicates {
// relationshippredicates.cpp
std::vector<Match> relationship(const AdvisorContext &, const Params &);
std::vector<Match> relationshipSubsetCandidate(const AdvisorContext &, const Params &);
std::vector<Match> hierarchy(const AdvisorContext &, const Params &);
// patternpredicates.cpp
std::vector<Match> patternOperation(const AdvisorContext &, const Params &);
std::vector<Match> patternSortedQuery(const AdvisorContext &, const Params &);
std::vector<Match> patternMultiEntityWrite(const AdvisorContext &, const Params &);
std::vector<Match> patternSelectAll(const AdvisorContext &, const Params &);
std::vector<Match> patternScan(const AdvisorContext &, const Params &);
std::vector<Match> patternDescription(const AdvisorContext &, const Params &);
std::vector<Match> patternConsistency(const AdvisorContext &, const Params &);
std::vector<Match> patternLatency(const AdvisorContext &, const Params &);
// entitypredicates.cpp
std::vector<Match> entity(const AdvisorContext &, const Params &);
std::vector<Match> entityAppendOnly(const AdvisorContext &, const Params &);
std::vector<Match> entityTimeSeries(const AdvisorContext &, const Params &);
std::vector<Match> entityReadByIdAndQueriedBy(const AdvisorContext &, const Params &);
std::vector<Match> entityReadWriteRatio(const AdvisorContext &, const Params &);
std::vector<Match> attributeCopy(const AdvisorContext &, const Params &);
std::vector<Match> attributeName(const AdvisorContext &, const Params &);
// containerpredicates.cpp
std::vector<Match> containerHeat(const AdvisorContext &, const Params &);
std::vector<Match> containerIndexing(const AdvisorContext &, const Params &);
std::vector<Match> massiveScale(const AdvisorContext &, const Params &);
// applicationpredicates.cpp
std::vector<Match> application(const AdvisorContext &, const Params &);
std::vector<Match> trafficShape(const AdvisorContext &, const Params &);
std::vector<Match> modelHas(const AdvisorContext &, const Params &);
} // namespace predicates

} // namespace cosmos
