// SPDX-License-Identifier: MIT
#pragma once

#include "markdowntext.h"
#include "importtr.h"
#include "requirementsimport.h"

#include "model/analysis/analysis.h"

#include <QHash>
#include <QRegularExpression>
#include <QSet>
#include <QString>

#include <map>
#include <optional>
#include <vector>

namespace cosmos::reqread {

// What the document says about one parent + child pair in its aggregate analysis,
// kept to compare with what the model's patterns give.
struct StatedAggregate {
    qsizetype line = 0;
    QString parent; // entity ids
    QString child;
    std::optional<double> correlation; // 0..1
    qsizetype correlationLine = 0;
    std::optional<Decision> decision;
    qsizetype decisionLine = 0;
};

// The model being read and what was found on the way. The readers of the document's
// sections (overviewreader.cpp, relationshipreader.cpp, patternreader.cpp) fill it in.
class ImportState {
public:
    explicit ImportState(const mdread::Document &document)
        : document(document)
    { }

    const mdread::Document &document;
    Model model;
    std::vector<ImportWarning> warnings;
    Diagnostics errors;
    std::vector<StatedAggregate> aggregates;
    std::map<QString, qsizetype> patternLines; // pattern id → its row
    // "AP3 invoice": a details row named an entity the document does not describe, and
    // said so on its own line.
    QSet<QString> undescribedReported;

    void warn(qsizetype line, const Text &message) { warnings.push_back({line, message.english(), message}); }
    void fail(qsizetype line, qsizetype column, const QString &message);

    // The entity a name refers to ("Loans" is the entity "Loan"), created when new.
    // `verbatim`: keep the name as written (our own export's entity list); otherwise
    // the last word is made singular. `describes`: the place describes the entity
    // (overview, relationships), as opposed to naming it in a pattern.
    Entity &entity(const QString &written, bool verbatim = false, bool describes = true);
    Entity *findEntity(const QString &written);
    bool described(const QString &entityId) const { return m_described.contains(entityId); }

    // The relationship between two entities (by id), created when new.
    Relationship &relationship(const QString &parentId, const QString &childId, bool *created = nullptr);
    Relationship *findRelationship(const QString &a, const QString &b);

    // The entities a text names, in the order it names them: full names first, then
    // the last word of a longer name ("items" for OrderItem) when no other entity has it.
    QStringList entitiesNamedIn(const QString &text) const;
    // Where: each mention in `text` (plain, lower-case) with the entity's id, in order.
    struct Mention {
        qsizetype start = 0;
        qsizetype end = 0;
        QString id;
    };
    std::vector<Mention> entityMentions(const QString &text) const;

    // An attribute of an entity, added (as a string, or by its name's form) when new.
    void addAttribute(const QString &entityId, const QString &attribute);

private:
    // The matchers of entityMentions(), longest name first, made again only when an
    // entity was added (names do not change once read).
    struct Matcher {
        QRegularExpression expression;
        QString id;
    };
    const std::vector<Matcher> &matchers() const;

    QHash<QString, size_t> m_byKey; // nameKey → entity index
    mutable std::vector<Matcher> m_matchers;
    mutable size_t m_matchersFor = size_t(-1);
    QHash<QString, bool> m_described;
};

void readOverview(ImportState &state);
void readRelationships(ImportState &state);
void readAggregateSections(ImportState &state);
// False when the document has no access-pattern table (an error is recorded).
bool readPatterns(ImportState &state);

} // namespace cosmos::reqread
