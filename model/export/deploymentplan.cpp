// SPDX-License-Identifier: MIT
#include "deploymentplan.h"

#include "containerdefinition.h"
#include "exporttr.h"

#include "model/analysis/numberformat.h"

#include <algorithm>

namespace cosmos {

namespace {

// "Online shop" → "OnlineShop": letters and digits of the application's name.
QString databaseNameFor(const QString &applicationName)
{
    QString name;
    bool upper = true;
    for (const QChar ch : applicationName) {
        if (ch.isLetterOrNumber() && ch.unicode() < 128) {
            name += upper ? ch.toUpper() : ch;
            upper = false;
        } else {
            upper = true;
        }
    }
    return name.isEmpty() ? QStringLiteral("Database") : name.left(azure::kNameMaxLength);
}

} // namespace

DeploymentPlan planDeployment(const Model &model, const Analysis &analysis)
{
    const Application &app = model.application;
    DeploymentPlan plan;
    plan.applicationName = app.name;
    plan.databaseName = databaseNameFor(app.name);
    plan.regions = app.regions;
    plan.regions.removeDuplicates();
    plan.serverless = app.capacityMode == CapacityMode::Serverless;
    plan.multiRegionWrites = app.multiRegionWrites;
    plan.consistencyLevel = pascalName(app.consistency);
    if (plan.serverless && plan.regions.size() > 1) {
        plan.warnings << ExportTr::tr("A serverless account runs in one region only: the templates deploy %1 and "
                                      "leave out %2. Choose provisioned or autoscale throughput for more regions.")
                             .arg(plan.regions.front(), plan.regions.mid(1).join(QStringLiteral(", ")));
        plan.regions = plan.regions.mid(0, 1);
    }
    if (plan.serverless && plan.multiRegionWrites) {
        plan.warnings << ExportTr::tr("A serverless account has one region, so multi-region writes are left off.");
        plan.multiRegionWrites = false;
    }
    if (plan.multiRegionWrites && app.consistency == Consistency::Strong) {
        plan.warnings << ExportTr::tr("Azure does not offer strong consistency with multi-region writes: the "
                                      "templates use bounded staleness, the strongest level that allows them.");
        plan.consistencyLevel = pascalName(Consistency::BoundedStaleness);
    }
    plan.automaticFailover = plan.regions.size() > 1;
    if (plan.serverless)
        plan.capabilities << QStringLiteral("EnableServerless");
    const auto anyContainer = [&](auto has) {
        return std::any_of(analysis.containers.begin(), analysis.containers.end(), has);
    };
    if (anyContainer([](const ContainerAnalysis &c) { return !c.search.vectors.empty(); }))
        plan.capabilities << QStringLiteral("EnableNoSQLVectorSearch");
    if (anyContainer([](const ContainerAnalysis &c) { return !c.search.fullText.empty(); }))
        plan.capabilities << QStringLiteral("EnableNoSQLFullTextSearch");

    for (const ContainerAnalysis &container : analysis.containers) {
        DeploymentPlan::Container out {container.name, containerResource(container, model, analysis), OrderedJson::object(),
            container.kind == ContainerKind::Gsi ? container.source : QString()};
        if (!out.indexOf.isEmpty() && !plan.secondaryIndexes) {
            plan.secondaryIndexes = true;
            plan.warnings << ExportTr::tr(
                "%1 is a global secondary index, a preview feature: the templates deploy it and the account with "
                "API version %2, and turn on continuous backup (the 7-day tier), which it requires. An existing "
                "account with periodic backup is migrated, and that cannot be undone.")
                                 .arg(container.name, QLatin1String(azure::kPreviewApiVersion));
        }
        const double wanted = container.provisionedRuPerSecond;
        if (app.capacityMode == CapacityMode::Autoscale) {
            const int maximum = azure::validAutoscaleMaxRu(wanted);
            out.options["autoscaleSettings"] = {{"maxThroughput", maximum}};
            if (double(maximum) != wanted) // compared as doubles: a huge wanted does not fit an int
                plan.warnings << ExportTr::tr("%1: an autoscale maximum of %2 RU/s is not a setting Azure accepts "
                                              "(1,000 or more, in steps of 1,000); the templates use %3 RU/s.")
                                     .arg(container.name, formatNumber(wanted), formatNumber(maximum));
        } else if (app.capacityMode == CapacityMode::Provisioned) {
            const int throughput = azure::validManualRu(wanted);
            out.options["throughput"] = throughput;
            if (double(throughput) != wanted)
                plan.warnings << ExportTr::tr("%1: %2 RU/s is not a manual throughput Azure accepts (400 or more, "
                                              "in steps of 100); the templates use %3 RU/s.")
                                     .arg(container.name, formatNumber(wanted), formatNumber(throughput));
        }
        plan.containers.push_back(std::move(out));
    }
    return plan;
}

} // namespace cosmos
