// SPDX-License-Identifier: MIT
#pragma once

#include "advice.h"

#include <QByteArray>
#include <QString>

#include <nlohmann/json.hpp>

#include <optional>
#include <vector>

namespace cosmos {

// One playbook pattern of resources/advisor/catalog.json. The text fields are English
// source strings; text() looks up their translation in the "AdvisorCatalog" context.
struct CatalogRule {
    QString id;
    QString title;
    AdviceSeverity severity = AdviceSeverity::Suggestion;
    nlohmann::json trigger;      // predicates combined with "all" / "any" (predicates.h)
    bool perApplication = false; // "scope": "application": one finding however many subjects match
    QString message;             // template with {placeholders} filled from the match
    QString remedy;              // template: what makes the finding go away
    QString recommendation;
    QString why;
    QString docUrl;
};

struct Catalog {
    std::vector<CatalogRule> rules;
    const CatalogRule *rule(const QString &id) const;
};

struct CatalogLoad {
    std::optional<Catalog> catalog;
    QString error; // "catalog.json: /rules/3/severity: …" or "catalog.json:12:5: …"
};

// Reads and checks a catalog: every field present and of the right type, ids unique,
// every predicate known and given only the parameters it accepts.
CatalogLoad parseCatalog(const QByteArray &json, const QString &source);

// The catalog compiled into the program (":/advisor/catalog.json"), read once.
const Catalog &builtinCatalog();

// A catalog string in the user's language (the JSON holds the English source).
Text catalogText(const QString &source, const QHash<QString, Text> &values = {});

} // namespace cosmos
