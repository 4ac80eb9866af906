// SPDX-License-Identifier: MIT
#include "requirementsimport.h"

#include "importstate.h"
#include "requirementsvalues.h"

#include "model/analysis/analysis.h"
#include "model/analysis/numberformat.h"
#include "model/io/modeljson.h"
#include "model/io/modelreader.h"

#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QStringDecoder>

#include <algorithm>
#include <cmath>

namespace cosmos {

namespace {

using reqread::ImportState;

// The entity a pattern's plain attribute names belong to: the first entity whose key
// the row lists ("loanId, amount, status" are the loan's), else the primary one.
QString ownerOfUnqualified(const AccessPattern &p)
{
    for (const QString &attribute : p.attributesNeeded)
        for (const QString &id : p.entities)
            if (attribute == id + QStringLiteral("Id"))
                return id;
    return p.entities.front();
}

// The entity an attribute of a pattern belongs to: "order.status" names it, "orderId"
// is the order's key; anything else is the first (primary) entity's.
void assignAttribute(ImportState &state, const AccessPattern &p, const QString &attribute)
{
    if (p.entities.isEmpty())
        return;
    const QString head = attribute.section(QLatin1Char('.'), 0, 0);
    if (attribute.contains(QLatin1Char('.'))) {
        for (const QString &id : p.entities) {
            const Entity *e = state.model.entity(id);
            if (e && (id == head || reqread::nameKey(e->name) == reqread::nameKey(head))) {
                state.addAttribute(id, attribute.section(QLatin1Char('.'), 1));
                return;
            }
        }
    }
    if (attribute.endsWith(QLatin1String("Id")) && attribute.size() > 2)
        for (const QString &id : p.entities)
            if (id == attribute.chopped(2)) {
                state.addAttribute(id, attribute);
                return;
            }
    state.addAttribute(ownerOfUnqualified(p), attribute);
}

void completeModel(ImportState &state, const RequirementsImportOptions &options)
{
    Model &model = state.model;
    if (model.application.name.trimmed().isEmpty())
        model.application.name
            = options.fallbackName.isEmpty() ? QStringLiteral("Imported requirements") : options.fallbackName;
    for (AccessPattern &p : model.accessPatterns) {
        const qsizetype line = state.patternLines[p.id];
        if (p.entities.isEmpty()) {
            state.warn(line, ImportTr::tr("%1 names none of the entities the document describes; imported as a draft "
                                          "without entities")
                                 .arg(p.id));
            p.status = PatternStatus::Draft;
            continue;
        }
        for (const QString &id : p.entities)
            if (!state.described(id)) {
                p.status = PatternStatus::Draft;
                if (state.undescribedReported.contains(p.id + QLatin1Char(' ') + id))
                    continue;
                const Entity *e = model.entity(id);
                state.warn(line, ImportTr::tr("%1 names %2, which the document does not describe (no size, no "
                                              "relationship)")
                                     .arg(p.id, e ? e->name : id));
            }
        for (const QString &attribute : p.attributesNeeded)
            assignAttribute(state, p, attribute);
        for (const Filter &f : p.filters)
            assignAttribute(state, p, f.attribute);
        for (const SortKey &s : p.sort)
            assignAttribute(state, p, s.attribute);
    }
    // Every entity has its key, so a point read has something to read by.
    for (Entity &e : model.entities) {
        const bool hasKey = std::any_of(
            e.attributes.begin(), e.attributes.end(), [](const Attribute &a) { return a.type == AttributeType::Id; });
        if (!hasKey) {
            Attribute key;
            key.name = e.id + QStringLiteral("Id");
            key.type = AttributeType::Id;
            key.required = true;
            e.attributes.erase(std::remove_if(e.attributes.begin(), e.attributes.end(),
                                   [&](const Attribute &a) { return a.name == key.name; }),
                e.attributes.end());
            e.attributes.insert(e.attributes.begin(), key);
        }
    }
}

constexpr const char *kDecisionWords[] = {QT_TRANSLATE_NOOP("cosmos::ImportTr", "a single document"),
    QT_TRANSLATE_NOOP("cosmos::ImportTr", "a multi-document container"),
    QT_TRANSLATE_NOOP("cosmos::ImportTr", "separate containers"), QT_TRANSLATE_NOOP("cosmos::ImportTr", "duplicated ids"),
    QT_TRANSLATE_NOOP("cosmos::ImportTr", "an edge container")};
static_assert(std::size(kDecisionWords) == std::size_t(Decision::EdgeContainer) + 1);

Text decisionWords(Decision decision)
{
    return ImportTr::tr(labelIn(kDecisionWords, decision));
}

// Where the document's own arithmetic disagrees with what its access patterns give:
// the correlation and the decision of each aggregate it analysed.
void compareStatedAggregates(ImportState &state, const Model &model)
{
    if (state.aggregates.empty())
        return;
    const std::shared_ptr<const Analysis> analysis = analyze(model);
    for (const reqread::StatedAggregate &stated : state.aggregates) {
        const RelationshipAnalysis *found = nullptr;
        for (const RelationshipAnalysis &r : analysis->relationships)
            if ((r.parent == stated.parent && r.child == stated.child) || (r.parent == stated.child && r.child == stated.parent))
                found = &r;
        const Entity *a = model.entity(stated.parent);
        const Entity *b = model.entity(stated.child);
        if (!found || !a || !b)
            continue;
        if (stated.correlation && found->correlation && std::abs(*stated.correlation - *found->correlation) > 0.05)
            state.warn(stated.correlationLine,
                ImportTr::tr("the document gives %1 + %2 an access correlation of %3%; its access patterns give %4%")
                    .arg(a->name, b->name, formatNumber(*stated.correlation * 100), formatNumber(*found->correlation * 100)));
        if (stated.decision && found->decision && *stated.decision != *found->decision
            && *found->decision != Decision::DuplicateIds && *found->decision != Decision::EdgeContainer)
            state.warn(stated.decisionLine,
                ImportTr::tr("the document decides %1 for %2 + %3; its patterns and sizes give %4 (rule %5)")
                    .arg(decisionWords(*stated.decision), a->name, b->name, decisionWords(*found->decision))
                    .arg(found->rule));
    }
}

// Figures no reader here takes as written are reported, never passed over: a number
// with an exponent (1e400, which the readers see as no figure) and a negative one
// ("-5", which they would read as 5; "TTL -1" would become one second).
void warnFiguresNotReadAsWritten(ImportState &state)
{
    static const QRegularExpression exponent(QStringLiteral(R"((?<![\w.])[-−]?\d+(?:\.\d+)?[eE][+-]?\d+(?![\w.]))"));
    static const QRegularExpression negative(
        QStringLiteral(R"((?:^|(?<=[\s(:|=~]))[-−](?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?![\d.eE]))"));
    // Only what the readers read: table rows and bullets, outside code blocks.
    static const QRegularExpression readLine(QStringLiteral(R"(^\s*(?:\||[-*+]\s|\d+[.)]\s))"));
    bool inCode = false;
    for (const mdread::Line &line : state.document.lines()) {
        if (line.text.trimmed().startsWith(QLatin1String("```"))) {
            inCode = !inCode;
            continue;
        }
        if (inCode || !readLine.match(line.text).hasMatch())
            continue;
        for (auto it = exponent.globalMatch(line.text); it.hasNext();) {
            const QString written = it.next().captured(0);
            QString digits = written;
            digits.replace(QChar(0x2212), QLatin1Char('-'));
            bool ok = false;
            const double value = digits.toDouble(&ok);
            state.warn(line.number, !ok || !std::isfinite(value) || std::abs(value) > 1e15
                    ? ImportTr::tr("\"%1\" is beyond any figure a model holds; it was not read").arg(written)
                    : ImportTr::tr("\"%1\" is written with an exponent, which is not read; write it out (%2)")
                          .arg(written, formatNumber(value)));
        }
        for (auto it = negative.globalMatch(line.text); it.hasNext();)
            state.warn(line.number, ImportTr::tr("\"%1\" is negative; no figure here may be, so it was not read as written")
                                        .arg(it.next().captured(0)));
    }
}

} // namespace

RequirementsImport importRequirements(const QString &markdown, const RequirementsImportOptions &options)
{
    RequirementsImport result;
    if (markdown.size() > kMaxRequirementsBytes) {
        result.errors.push_back({QString(), QStringLiteral("the document is larger than %1 MB").arg(kMaxRequirementsBytes >> 20), 1, 1});
        return result;
    }
    const mdread::Document document(markdown);
    ImportState state(document);
    reqread::readOverview(state);
    reqread::readRelationships(state);
    reqread::readAggregateSections(state);
    if (!reqread::readPatterns(state) || !state.errors.empty()) {
        result.errors = std::move(state.errors);
        return result;
    }
    completeModel(state, options);
    warnFiguresNotReadAsWritten(state);
    // The model goes through the reader's checks, so what is written always loads.
    LoadResult loaded = ModelReader::readJson(toJson(state.model));
    if (!loaded.ok()) {
        for (Diagnostic &d : loaded.errors) {
            d.message = QStringLiteral("the imported model is not valid: %1").arg(d.message);
            d.line = 1;
            result.errors.push_back(d);
        }
        return result;
    }
    compareStatedAggregates(state, *loaded.model);
    result.model = std::move(loaded.model);
    result.warnings = std::move(state.warnings);
    std::stable_sort(result.warnings.begin(), result.warnings.end(),
        [](const ImportWarning &a, const ImportWarning &b) { return a.line < b.line; });
    return result;
}

RequirementsImport importRequirementsFile(const QString &path, const RequirementsImportOptions &options)
{
    RequirementsImport result;
    auto refuse = [&](const QString &message, qsizetype line = 0) {
        result.errors.push_back({QString(), message, line, line > 0 ? 1 : 0});
        return result;
    };
    const QFileInfo info(path);
    if (!info.exists())
        return refuse(QStringLiteral("no such file"));
    if (!info.isFile())
        return refuse(QStringLiteral("not a regular file"));
    if (info.size() > kMaxRequirementsBytes)
        return refuse(QStringLiteral("the document is larger than %1 MB").arg(kMaxRequirementsBytes >> 20));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return refuse(QStringLiteral("cannot read: %1").arg(file.errorString()));
    const QByteArray bytes = file.read(kMaxRequirementsBytes + 1);
    if (bytes.size() > kMaxRequirementsBytes)
        return refuse(QStringLiteral("the document is larger than %1 MB").arg(kMaxRequirementsBytes >> 20));
    // Decoded line by line, so that a byte that is not UTF-8 is reported on its line.
    QString text;
    text.reserve(bytes.size());
    qsizetype line = 1;
    for (const QByteArray &piece : bytes.split('\n')) {
        QStringDecoder decoder(QStringDecoder::Utf8, QStringConverter::Flag::Stateless);
        const QString decoded = decoder.decode(piece);
        if (decoder.hasError())
            return refuse(QStringLiteral("the document is not UTF-8 text"), line);
        if (line > 1)
            text += QLatin1Char('\n');
        text += decoded;
        ++line;
    }
    return importRequirements(text, options);
}

} // namespace cosmos
