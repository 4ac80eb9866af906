// SPDX-License-Identifier: MIT
// The export products in memory: which files, under which names, with which bytes.
#include "exportfolder.h"

#include "armtemplate.h"
#include "biceptemplate.h"
#include "containerdefinition.h"
#include "datamodeldocument.h"
#include "exporttr.h"
#include "model/document/modellookup.h"
#include "requirementsdocument.h"
#include "sampledocuments.h"

#include "model/analysis/uniquekeys.h"

#include <QCryptographicHash>
#include <QRegularExpression>
#include <QSet>

namespace cosmos {

namespace {

constexpr qsizetype kMaxFileNameLength = 100;

struct ProductName {
    ExportProduct product;
    const char *name;
};

constexpr ProductName kProducts[]
    = {{ExportProduct::Requirements, "requirements"}, {ExportProduct::DataModel, "datamodel"},
        {ExportProduct::Containers, "containers"}, {ExportProduct::Indexing, "indexing"}, {ExportProduct::Arm, "arm"},
        {ExportProduct::Bicep, "bicep"}, {ExportProduct::Samples, "samples"}};

QByteArray utf8(const QString &text)
{
    return text.toUtf8();
}

} // namespace

std::vector<QString> containerFileNames(const Analysis &analysis)
{
    std::vector<QString> names;
    QSet<QString> taken;
    for (const ContainerAnalysis &container : analysis.containers) {
        const QString base = safeFileName(container.name);
        QString name = base;
        for (int n = 2; taken.contains(name.toLower()); ++n)
            name = base + QLatin1Char('-') + QString::number(n);
        taken.insert(name.toLower());
        names.push_back(name);
    }
    return names;
}

namespace {

bool needsValidContainers(const QList<ExportProduct> &products)
{
    return products.contains(ExportProduct::Containers) || products.contains(ExportProduct::Arm)
        || products.contains(ExportProduct::Bicep);
}

} // namespace

QList<ExportProduct> allExportProducts()
{
    QList<ExportProduct> all;
    for (const ProductName &p : kProducts)
        all << p.product;
    return all;
}

QString exportProductName(ExportProduct product)
{
    for (const ProductName &p : kProducts)
        if (p.product == product)
            return QLatin1String(p.name);
    return {};
}

std::optional<QList<ExportProduct>> parseExportProducts(const QString &list, QString *error)
{
    QList<ExportProduct> products;
    for (const QString &entry : list.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QString name = entry.trimmed();
        const auto it = std::find_if(std::begin(kProducts), std::end(kProducts),
            [&](const ProductName &p) { return name == QLatin1String(p.name); });
        if (it == std::end(kProducts)) {
            QStringList known;
            for (const ProductName &p : kProducts)
                known << QLatin1String(p.name);
            if (error)
                *error
                    = ExportTr::tr("unknown export \"%1\"; choose from %2").arg(name, known.join(QStringLiteral(",")));
            return std::nullopt;
        }
        if (!products.contains(it->product))
            products << it->product;
    }
    if (products.isEmpty()) {
        if (error)
            *error = ExportTr::tr("the list of exports is empty");
        return std::nullopt;
    }
    return products;
}

QString safeFileName(const QString &name)
{
    QString out;
    for (const uint code : name.toUcs4()) {
        const bool safe = (code >= 'A' && code <= 'Z') || (code >= 'a' && code <= 'z') || (code >= '0' && code <= '9')
            || code == '.' || code == '_' || code == '-';
        out += safe ? QChar(char16_t(code)) : QLatin1Char('_');
    }
    // No hidden files, no "." or "..", nothing a shell takes for an option.
    if (!out.isEmpty() && (out.front() == QLatin1Char('.') || out.front() == QLatin1Char('-')))
        out.front() = QLatin1Char('_');
    // Windows drops trailing dots.
    if (!out.isEmpty() && out.back() == QLatin1Char('.'))
        out.back() = QLatin1Char('_');
    if (out.isEmpty())
        out = QStringLiteral("container");
    // Windows device names are reserved with any extension ("con", "com1.json").
    static const QRegularExpression device(
        QStringLiteral("^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\\..*)?$"), QRegularExpression::CaseInsensitiveOption);
    if (device.match(out).hasMatch())
        out.prepend(QLatin1Char('_'));
    if (out.size() > kMaxFileNameLength) {
        const QByteArray hash = QCryptographicHash::hash(name.toUtf8(), QCryptographicHash::Sha256).toHex().left(8);
        out = out.left(kMaxFileNameLength - 9) + QLatin1Char('-') + QString::fromLatin1(hash);
    }
    return out;
}

ExportRendering renderExport(const Findings &findings, const QList<ExportProduct> &products)
{
    const Model &model = findings.model();
    const Analysis &analysis = findings.analysis();
    const ModelLookup lookup(model);
    ExportRendering out;
    if (needsValidContainers(products))
        for (const ContainerAnalysis &container : analysis.containers)
            out.errors << containerProblems(container, model);
    if (!out.errors.isEmpty())
        return out;

    // Unique keys the container cannot hold change what is deployed: say so.
    if (needsValidContainers(products))
        for (const ContainerAnalysis &container : analysis.containers)
            for (const UniqueKeyFinding &finding : container.uniqueKeys.findings)
                if (finding.kind == UniqueKeyFinding::Kind::MissingFromOtherTypes
                    || finding.kind == UniqueKeyFinding::Kind::InsideArray)
                    out.warnings << uniqueKeyMessage(finding, container.uniqueKeys, container, model).english();

    const std::vector<QString> names = containerFileNames(analysis);
    std::optional<DeploymentPlan> plan;
    if (products.contains(ExportProduct::Arm) || products.contains(ExportProduct::Bicep)) {
        plan = planDeployment(model, analysis);
        out.warnings << plan->warnings;
    }
    // Samples appear in the data-model document and in samples/: render them once.
    std::vector<OrderedJson> samples;
    if (products.contains(ExportProduct::DataModel) || products.contains(ExportProduct::Samples))
        for (const ContainerAnalysis &container : analysis.containers)
            samples.push_back(sampleDocuments(model, analysis, container));
    for (const ExportProduct product : allExportProducts()) {
        if (!products.contains(product))
            continue;
        switch (product) {
        case ExportProduct::Requirements:
            out.files.push_back(
                {QStringLiteral("cosmosdb_requirements.md"), utf8(requirementsDocument(findings))});
            break;
        case ExportProduct::DataModel:
            out.files.push_back(
                {QStringLiteral("cosmosdb_data_model.md"), utf8(dataModelDocument(findings, samples))});
            break;
        case ExportProduct::Containers:
            for (size_t c = 0; c < analysis.containers.size(); ++c)
                out.files.push_back({QStringLiteral("containers/%1.json").arg(names[c]),
                    jsonFileBytes(containerResource(analysis.containers[c], model, analysis))});
            break;
        case ExportProduct::Indexing:
            for (size_t c = 0; c < analysis.containers.size(); ++c)
                out.files.push_back({QStringLiteral("indexing/%1.indexing-policy.json").arg(names[c]),
                    jsonFileBytes(containerIndexingPolicy(analysis.containers[c]))});
            break;
        case ExportProduct::Arm:
            out.files.push_back({QStringLiteral("azuredeploy.json"), jsonFileBytes(armTemplate(*plan))});
            break;
        case ExportProduct::Bicep:
            out.files.push_back({QStringLiteral("main.bicep"), utf8(bicepTemplate(*plan))});
            break;
        case ExportProduct::Samples:
            for (size_t c = 0; c < analysis.containers.size(); ++c)
                out.files.push_back(
                    {QStringLiteral("samples/%1.sample.json").arg(names[c]), jsonFileBytes(samples[c])});
            break;
        }
    }
    return out;
}

} // namespace cosmos
