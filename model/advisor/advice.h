// SPDX-License-Identifier: MIT
#pragma once

#include "model/analysis/analysis.h"

#include <QString>

#include <vector>

namespace cosmos {

// What a finding is about, so a view can select it: the whole application, an
// entity, a relationship, an access pattern or a container (by name).
enum class SubjectKind { Application, Entity, Relationship, AccessPattern, Container };
QString subjectKindName(SubjectKind kind); // "application", "entity", …

struct Subject {
    SubjectKind kind = SubjectKind::Application;
    QString id; // empty for the application
    bool operator==(const Subject &) const = default;
};

// RULES.md section 9: how strongly a playbook pattern speaks. A question asks for a
// fact the model does not hold (compliance, backups, network isolation).
enum class AdviceSeverity { Suggestion, Warning, Question };
QString adviceSeverityName(AdviceSeverity severity); // "suggestion", "warning", "question"

// One playbook rule that fired for one subject. The title and documentation link
// are the catalog rule's (catalog.h); the texts are written for this subject.
struct Advice {
    QString rule;
    AdviceSeverity severity = AdviceSeverity::Suggestion;
    Subject subject;
    Text message;        // what was found, naming the subject
    Text remedy;         // what would make the finding go away
    Text recommendation; // the playbook's answer, written for this subject
    Text why;
};

// RULES.md section 10: one open point of the validation checklist.
struct ChecklistItem {
    QString check; // stable id: "pattern-incomplete", "entity-never-written", …
    FindingSeverity severity = FindingSeverity::Warning;
    Subject subject;
    Text message;
    Text remedy;
};

} // namespace cosmos
