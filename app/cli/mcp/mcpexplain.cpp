// SPDX-License-Identifier: MIT
// explain: one item of the analysis, with the figures behind it in words an assistant
// can quote, and the item's own analysis object.
#include "mcpinput.h"
#include "mcptoolset.h"

#include "model/analysis/analysisjson.h"
#include "model/analysis/numberformat.h"
#include "model/io/modeljson.h"

namespace cosmos::mcp {

namespace {

QString str(const Json &object, const char *key)
{
    const auto it = object.find(key);
    return it != object.end() && it->is_string() ? QString::fromStdString(it->get<std::string>()) : QString();
}

QString num(const Json &object, const char *key)
{
    const auto it = object.find(key);
    return it != object.end() && it->is_number() ? formatNumber(it->get<double>()) : QStringLiteral("?");
}

QStringList lines(const Json &object, const char *key)
{
    QStringList out;
    const auto it = object.find(key);
    if (it != object.end() && it->is_array())
        for (const Json &line : *it)
            if (line.is_string())
                out << QString::fromStdString(line.get<std::string>());
    return out;
}

const Json *findIn(const Json &analysis, const char *array, const char *key, const std::string &value)
{
    const auto it = analysis.find(array);
    if (it == analysis.end())
        return nullptr;
    for (const Json &item : *it)
        if (item.value(key, "") == value)
            return &item;
    return nullptr;
}

QString entityName(const Model &model, const QString &id)
{
    const Entity *e = model.entity(id);
    return e ? e->name : id;
}

QStringList explainRelationship(const Model &model, const Json &r)
{
    const auto correlation = r.find("correlation");
    const QString share = correlation != r.end() && correlation->is_number()
        ? formatPercent(correlation->get<double>())
        : QStringLiteral("undefined (the parent is never read)");
    QStringList out {QStringLiteral("%1 → %2 (%3): correlation %4 (%5 of %6 read RPS of %1 also read %2), band %7, "
                                    "decision %8 by rule %9.")
                         .arg(entityName(model, str(r, "parent")), entityName(model, str(r, "child")), str(r, "id"),
                             share, num(r, "jointReadRps"), num(r, "parentReadRps"), str(r, "band"),
                             str(r, "decision").isEmpty() ? QStringLiteral("none") : str(r, "decision"),
                             QString::number(r.value("rule", 0)))};
    return out + lines(r, "justification");
}

QStringList explainPattern(const Model &model, const Json &p)
{
    const AccessPattern *pattern = model.accessPattern(str(p, "id"));
    QStringList out {QStringLiteral("%1 (%2): %3 on %4, %5 RU a request, %6 RU/s on average and %7 at peak%8.")
                         .arg(str(p, "id"), pattern ? pattern->description : QString(), str(p, "kind"),
                             str(p, "container"), num(p, "ruPerRequest"), num(p, "ruPerSecondAvg"), num(p, "ruPerSecondPeak"),
                             str(p, "servedBy").isEmpty() || str(p, "servedBy") == str(p, "container")
                                 ? QString()
                                 : QStringLiteral(", served by %1").arg(str(p, "servedBy")))};
    out += lines(p, "reasons");
    for (const Json &remedy : p.value("remedies", Json::array()))
        if (remedy.value("recommended", false))
            out << QStringLiteral("Recommended remedy: %1 in %2, saving %3 RU/s for %4 RU/s added ($%5 a month).")
                       .arg(str(remedy, "kind"), str(remedy, "container"), num(remedy, "ruPerSecondSaved"),
                           num(remedy, "ruPerSecondAdded"), num(remedy, "monthlyCostDeltaUsd"));
    return out;
}

QStringList explainContainer(const Model &model, const Json &c)
{
    QStringList entities, keys;
    for (const Json &id : c.value("entities", Json::array()))
        entities << entityName(model, QString::fromStdString(id.get<std::string>()));
    for (const Json &path : c.value("partitionKey", Json::array()))
        keys << QString::fromStdString(path.get<std::string>());
    const Json hot = c.value("hottestLogicalPartition", Json::object());
    QStringList out {QStringLiteral("%1 (%2) holds %3, partition key %4: %5 RU/s on average and %6 at peak, %7 RU/s "
                                    "provisioned over %8 physical partitions, %9 GB, $")
                         .arg(str(c, "name"), str(c, "kind"), entities.join(QStringLiteral(", ")), keys.join(QStringLiteral(", ")),
                             num(c, "ruPerSecondAvg"), num(c, "ruPerSecondPeak"), num(c, "provisionedRuPerSecond"),
                             num(c, "physicalPartitions"), num(c, "dataGB"))
        + QStringLiteral("%1 a month. Hottest logical partition: %2 RU/s, %3 GB (%4).")
              .arg(num(c, "monthlyCostUsd"), num(hot, "ruPerSecond"), num(hot, "sizeGB"), str(hot, "status"))};
    out += lines(c, "partitionKeyReasons");
    out += lines(c, "infeasibleBecause");
    return out;
}

QStringList explainEntity(const Model &model, const Entity &e, const Json &analysis, Json *object)
{
    QString container;
    for (const Json &c : analysis.value("containers", Json::array()))
        for (const Json &id : c.value("entities", Json::array()))
            if (id == e.id.toStdString() && container.isEmpty())
                container = str(c, "name");
    QStringList reads, writes;
    for (const AccessPattern &p : model.accessPatterns)
        if (p.entities.contains(e.id))
            (isRead(p.operation) ? reads : writes) << p.id;
    (*object)["entity"] = toJson(e);
    (*object)["container"] = container.toStdString();
    QStringList out {QStringLiteral("%1 (%2) is stored in %3; %4 documents of %5 KB on average. Read by %6; written by %7.")
                         .arg(e.name, e.id, container.isEmpty() ? QStringLiteral("no container") : container,
                             e.documentCount ? formatNumber(*e.documentCount) : QStringLiteral("an unknown number of"),
                             e.avgSizeKB ? formatNumber(*e.avgSizeKB) : QStringLiteral("?"),
                             reads.isEmpty() ? QStringLiteral("no pattern") : reads.join(QStringLiteral(", ")),
                             writes.isEmpty() ? QStringLiteral("no pattern") : writes.join(QStringLiteral(", ")))};
    for (const Json &r : analysis.value("relationships", Json::array()))
        if (str(r, "parent") == e.id || str(r, "child") == e.id)
            out << explainRelationship(model, r).constFirst();
    return out;
}

} // namespace

ToolResult explain(const Json &arguments, const ToolOptions &options)
{
    if (!arguments.is_object() || !arguments.contains("subject") || !arguments["subject"].is_string())
        return argumentError(QStringLiteral("\"subject\" must be the id of an entity, relationship or access pattern, "
                                            "or a container's name"));
    const std::string subject = arguments["subject"].get<std::string>();
    ModelArgument loaded = modelArgument(arguments, options);
    if (!loaded.model)
        return loaded.refusal;
    const auto findings = Findings::of(std::move(*loaded.model));
    const Model &model = findings->model();
    const Json analysis = analysisToJson(*findings);
    ToolResult result;
    QStringList text;
    if (const Json *r = findIn(analysis, "relationships", "id", subject)) {
        result.structured = {{"kind", "relationship"}, {"analysis", *r}};
        text = explainRelationship(model, *r);
    } else if (const Json *p = findIn(analysis, "accessPatterns", "id", subject)) {
        result.structured = {{"kind", "accessPattern"}, {"analysis", *p}};
        text = explainPattern(model, *p);
    } else if (const Json *c = findIn(analysis, "containers", "name", subject)) {
        result.structured = {{"kind", "container"}, {"analysis", *c}};
        text = explainContainer(model, *c);
    } else if (const Entity *e = model.entity(QString::fromStdString(subject))) {
        result.structured = {{"kind", "entity"}};
        text = explainEntity(model, *e, analysis, &result.structured);
    } else {
        return argumentError(QStringLiteral("\"%1\" is no entity, relationship, access pattern or container of the model")
                                 .arg(QString::fromStdString(subject)));
    }
    result.structured["subject"] = subject;
    result.structured["explanation"] = Json::array();
    for (const QString &line : text)
        result.structured["explanation"].push_back(line.toStdString());
    result.text = text.join(QLatin1Char('\n'));
    return result;
}

} // namespace cosmos::mcp
