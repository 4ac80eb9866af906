// SPDX-License-Identifier: MIT
#pragma once
// What the requirements-import tests share: reading a document of tests/data/requirements,
// its warnings' lines, whether the model loads again, and the comparisons of the
// imported patterns, relationships and entities with values worked out by hand.

#include "requirementscompare.h"
#include "testsupport.h"

#include "model/io/modelreader.h"
#include "model/io/modelwriter.h"
#include "model/requirements/requirementsimport.h"

#include <QTest>

#include <vector>

namespace cosmos::test {

// The comparisons below are helpers: a test stops at the first one that fails, before
// it indexes into what that helper found wrong.
#define CHECK(call)                                                                                                    \
    do {                                                                                                               \
        call;                                                                                                          \
        if (QTest::currentTestFailed())                                                                                \
            return;                                                                                                    \
    } while (false)

inline QString entityNameOf(const Model &model, const QString &id)
{
    const Entity *e = model.entity(id);
    return e ? e->name : QStringLiteral("?") + id;
}

inline QStringList entityNames(const Model &model, const QStringList &ids)
{
    QStringList names;
    for (const QString &id : ids)
        names << entityNameOf(model, id);
    return names;
}

inline QString report(const RequirementsImport &imported)
{
    QString text;
    for (const Diagnostic &d : imported.errors)
        text += QStringLiteral("error %1:%2: %3\n").arg(d.line).arg(d.column).arg(d.message);
    for (const ImportWarning &w : imported.warnings)
        text += QStringLiteral("warning %1: %2\n").arg(w.line).arg(w.message);
    return text;
}

inline QList<qsizetype> warningLines(const RequirementsImport &imported)
{
    QList<qsizetype> lines;
    for (const ImportWarning &w : imported.warnings)
        lines << w.line;
    return lines;
}

inline RequirementsImport importData(const QString &name)
{
    return importRequirementsFile(dataPath(QStringLiteral("requirements/") + name));
}

// How a test of a document that must give a model begins: `importName` is the import of
// tests/data/requirements/`document` and `modelName` the model it gave; without one the
// test stops there, with the import's report. A macro, like QFETCH, so that it can stop.
#define IMPORT_MODEL_OR_STOP(importName, modelName, document)                                                          \
    const RequirementsImport importName = importData(QStringLiteral(document));                                        \
    QVERIFY2(importName.model, qPrintable(report(importName)));                                                        \
    const Model &modelName = *importName.model

// The written model loads again: what the CLI writes is a model like any other.
inline void verifyReloads(const Model &model)
{
    const LoadResult loaded = ModelReader::readBytes(ModelWriter::toBytes(model));
    QVERIFY2(loaded.ok(), qPrintable(loaded.errors.empty() ? QString() : loaded.errors.front().message));
}

// The counts first, then each of `actual` against the row of `expected` in its place,
// up to the first that differs.
template <typename Actual, typename Expected, typename Compare>
void compareEach(const std::vector<Actual> &actual, const std::vector<Expected> &expected, Compare compare)
{
    QCOMPARE(actual.size(), expected.size());
    for (size_t i = 0; i < expected.size(); ++i)
        CHECK(compare(actual[i], expected[i]));
}

struct ExpectedPattern {
    QString id;
    Operation operation;
    double avg;
    double peak;
    QStringList entities; // ids
    PatternStatus status;
};

inline void comparePatterns(const Model &model, const std::vector<ExpectedPattern> &expected)
{
    compareEach(model.accessPatterns, expected, [](const AccessPattern &p, const ExpectedPattern &want) {
        QCOMPARE(p.id, want.id);
        QCOMPARE(toQString(p.operation), toQString(want.operation));
        COMPARE_VALUE(p.rpsAvg, value(want.avg));
        COMPARE_VALUE(p.rpsPeak, value(want.peak));
        QCOMPARE(p.entities, want.entities);
        QCOMPARE(toQString(p.status), toQString(want.status));
    });
}

struct ExpectedRelationship {
    QString from;
    QString to;
    RelationshipKind kind;
    double avgChildren;
    double maxChildren;
    bool identifying;
};

inline void compareRelationships(const Model &model, const std::vector<ExpectedRelationship> &expected)
{
    compareEach(model.relationships, expected, [](const Relationship &r, const ExpectedRelationship &want) {
        QCOMPARE(r.from, want.from);
        QCOMPARE(r.to, want.to);
        QCOMPARE(toQString(r.kind), toQString(want.kind));
        COMPARE_VALUE(r.avgChildren, value(want.avgChildren));
        COMPARE_VALUE(r.maxChildren, value(want.maxChildren));
        QCOMPARE(r.identifying, want.identifying);
    });
}

struct ExpectedEntity {
    QString id;
    QString name;
    double documentCount;
    double avgSizeKB;
    double maxSizeKB;
};

inline void compareEntities(const Model &model, const std::vector<ExpectedEntity> &expected)
{
    compareEach(model.entities, expected, [](const Entity &e, const ExpectedEntity &want) {
        QCOMPARE(e.id, want.id);
        QCOMPARE(e.name, want.name);
        COMPARE_VALUE(e.documentCount, value(want.documentCount));
        COMPARE_VALUE(e.avgSizeKB, value(want.avgSizeKB));
        COMPARE_VALUE(e.maxSizeKB, value(want.maxSizeKB));
        // Every entity has a key, so a point read has something to read by.
        QVERIFY2(std::any_of(e.attributes.begin(), e.attributes.end(),
                     [](const Attribute &a) { return a.type == AttributeType::Id; }),
            qPrintable(e.id));
    });
}

} // namespace cosmos::test
