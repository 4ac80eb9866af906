// SPDX-License-Identifier: MIT
#pragma once

#include "model/advisor/findings.h"
#include "model/document/model.h"
#include "model/io/modelreader.h"
#include "testfiles.h"

#include <QFile>
#include <QString>
#include <QTest>

namespace cosmos::test {

inline QString dataPath(const QString &relative)
{
    return QStringLiteral(COSMOS_TEST_DATA "/") + relative;
}

inline QString samplePath(const QString &name)
{
    return QStringLiteral(COSMOS_SHARED_EXAMPLES "/") + name;
}

// The findings of an analysis already made, over a copy of the model it is of.
inline Findings findingsOf(const Model &model, std::shared_ptr<const Analysis> analysis)
{
    return Findings(std::make_shared<const Model>(model), std::move(analysis));
}

// The cells of a Markdown table row by GitHub's rule: separated by pipes that no
// "\" escapes.
inline int markdownCells(const QString &row)
{
    int pipes = 0;
    for (qsizetype i = 0; i < row.size(); ++i)
        if (row.at(i) == QLatin1Char('|') && (i == 0 || row.at(i - 1) != QLatin1Char('\\')))
            ++pipes;
    return pipes - 1;
}

// Loads a model that a test depends on; fails the test with the reasons otherwise.
inline Model loadModel(const QString &path)
{
    LoadResult result = ModelReader::readFile(path);
    if (!result.ok()) {
        QString reasons;
        for (const Diagnostic &d : result.errors)
            reasons += d.format(path) + QLatin1Char('\n');
        qFatal("test model does not load:\n%s", qPrintable(reasons));
    }
    return std::move(*result.model);
}

// An attribute, and an entity with its id attribute "id": what a model generated in a
// test is made of.
inline Attribute makeAttribute(const QString &name, AttributeType type = AttributeType::String)
{
    Attribute attribute;
    attribute.name = name;
    attribute.type = type;
    return attribute;
}

inline Entity makeEntity(const QString &id, const QString &name, double documents, double avgSizeKB)
{
    Entity entity;
    entity.id = id;
    entity.name = name;
    entity.documentCount = documents;
    entity.avgSizeKB = avgSizeKB;
    entity.attributes.push_back(makeAttribute(QStringLiteral("id"), AttributeType::Id));
    return entity;
}

// The entity or attribute a test names; qFatal when the model lacks it.
inline const Entity &entity(const Model &model, const char *id)
{
    for (const Entity &e : model.entities)
        if (e.id == QLatin1String(id))
            return e;
    qFatal("no entity %s", id);
}

inline const Attribute &attribute(const std::vector<Attribute> &attributes, const char *name)
{
    for (const Attribute &a : attributes)
        if (a.name == QLatin1String(name))
            return a;
    qFatal("no attribute %s", name);
}

inline const Attribute &attribute(const Entity &entity, const char *name)
{
    return attribute(entity.attributes, name);
}

// True when every member and element of `subset` is present in `superset` with an
// equal value (numbers compared as numbers): "the save lost nothing".
inline bool containsAll(const Json &superset, const Json &subset, QString *where, const QString &pointer = QString())
{
    if (subset.is_object()) {
        if (!superset.is_object()) {
            *where = pointer;
            return false;
        }
        for (auto it = subset.begin(); it != subset.end(); ++it) {
            const QString child = pointer + QLatin1Char('/') + QString::fromStdString(it.key());
            if (!superset.contains(it.key())) {
                if (it->is_null())
                    continue; // null and absent mean the same
                *where = child;
                return false;
            }
            if (!containsAll(superset.at(it.key()), it.value(), where, child))
                return false;
        }
        return true;
    }
    if (subset.is_array()) {
        if (!superset.is_array() || superset.size() != subset.size()) {
            *where = pointer;
            return false;
        }
        for (size_t i = 0; i < subset.size(); ++i)
            if (!containsAll(superset[i], subset[i], where, pointer + QLatin1Char('/') + QString::number(i)))
                return false;
        return true;
    }
    if (subset.is_number() && superset.is_number()) {
        if (subset.get<double>() == superset.get<double>())
            return true;
    } else if (subset == superset) {
        return true;
    }
    *where = pointer;
    return false;
}

} // namespace cosmos::test
