// SPDX-License-Identifier: MIT
#include "accountactions.h"

#include "translatedaction.h"
#include "accountreportdialog.h"
#include "accounttask.h"
#include "account/accountdatabase.h"
#include "account/deployment.h"
#include "model/advisor/findings.h"
#include "model/analysis/calibration.h"
#include "model/export/deploymentplan.h"
#include "views/common/languagechange.h"
#include "views/document/modeldocument.h"

#include <QAction>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>

namespace cosmos {

namespace {

QString throughputText(const OrderedJson &options)
{
    const QLocale locale;
    if (options.contains("autoscaleSettings"))
        return AccountActions::tr("autoscale up to %1 RU/s")
            .arg(locale.toString(options["autoscaleSettings"]["maxThroughput"].get<double>(), 'f', 0));
    if (options.contains("throughput"))
        return AccountActions::tr("%1 RU/s").arg(locale.toString(options["throughput"].get<double>(), 'f', 0));
    return AccountActions::tr("serverless");
}

QString differenceText(const account::PropertyDifference &difference)
{
    return AccountActions::tr("%1: %2 is %3 on the account and %4 in the design (%5)")
        .arg(difference.container, difference.property, difference.account, difference.design,
            difference.inPlace ? AccountActions::tr("changes in place")
                               : AccountActions::tr("needs a new container and a copy of the data"));
}

// The steps in the interface language (the CLI prints them in English).
QStringList deployLines(const account::DeployResult &result)
{
    using Kind = account::DeployStep::Kind;
    QStringList lines;
    for (const account::DeployStep &step : result.steps) {
        switch (step.kind) {
        case Kind::CreateDatabase:
            lines.append(result.dryRun ? AccountActions::tr("Create database %1").arg(step.name)
                                       : AccountActions::tr("Created database %1").arg(step.name));
            break;
        case Kind::CreateContainer: {
            const QString key = step.partitionKey.join(QStringLiteral(", "));
            lines.append(result.dryRun
                    ? AccountActions::tr("Create container %1, partition key %2, %3")
                          .arg(step.name, key, throughputText(step.throughput))
                    : AccountActions::tr("Created container %1, partition key %2, %3")
                          .arg(step.name, key, throughputText(step.throughput)));
            break;
        }
        case Kind::Exists: lines.append(AccountActions::tr("%1 exists as designed").arg(step.name)); break;
        case Kind::Differs:
            lines.append(AccountActions::tr("%1; left as it is").arg(differenceText(step.difference)));
            break;
        case Kind::IndexNotCreated:
            lines.append(AccountActions::tr("%1: a global secondary index of %2, which azuredeploy.json creates "
                                            "(preview API)")
                             .arg(step.name, step.source));
            break;
        }
    }
    return lines;
}

QStringList comparisonLines(const account::ContainerComparison &comparison)
{
    QStringList lines;
    for (const account::PropertyDifference &difference : comparison.differences)
        lines.append(differenceText(difference));
    for (const QString &container : comparison.missing)
        lines.append(AccountActions::tr("%1 is not on the account").arg(container));
    for (const QString &container : comparison.extra)
        lines.append(AccountActions::tr("%1 is on the account but not in the design; it is left alone").arg(container));
    return lines;
}

// The work of each task, on the worker thread: the design is analysed there from a copy
// of the model as it is now (the published analysis may still be of the model before
// the last edit, until the next event-loop turn), and the network objects are made there.
TaskOutcome deployWork(const Findings &design, const AccountProfile &profile, const QByteArray &key, bool dryRun,
    const BackgroundTask::Progress &progress)
{
    account::CosmosClient client(accountClientOptions(profile, key, progress));
    const account::DeployResult result
        = account::deployDesign(client, profile.database, planDeployment(design.model(), design.analysis()), dryRun);
    if (result.failure != account::Failure::None)
        return accountFailure(result.failure, result.error);
    TaskOutcome outcome;
    outcome.lines = deployLines(result);
    outcome.differences = result.differencesLeft;
    outcome.creates = std::any_of(result.steps.begin(), result.steps.end(), [](const account::DeployStep &step) {
        return step.kind == account::DeployStep::Kind::CreateDatabase
            || step.kind == account::DeployStep::Kind::CreateContainer;
    });
    return outcome;
}

TaskOutcome compareWork(
    const Findings &design, const AccountProfile &profile, const QByteArray &key, const BackgroundTask::Progress &progress)
{
    account::CosmosClient client(accountClientOptions(profile, key, progress));
    const account::DatabaseListing listing = account::listExistingContainers(client, profile.database);
    if (!listing.failure.ok())
        return accountFailure(listing.failure.failure, listing.failure.error);
    const account::ContainerComparison comparison
        = account::compareContainers(planDeployment(design.model(), design.analysis()).containers, listing.containers,
            listing.throughput);
    TaskOutcome outcome;
    outcome.lines = comparisonLines(comparison);
    outcome.differences = !comparison.same();
    return outcome;
}

TaskOutcome measureWork(const Findings &design, const AccountProfile &profile, const QByteArray &key, bool allowWrites,
    const BackgroundTask::Progress &progress)
{
    account::CosmosClient client(accountClientOptions(profile, key, progress));
    account::MeasureOptions options;
    options.database = profile.database;
    options.allowWrites = allowWrites;
    options.progress = [&progress](const QString &step, int done, int total) { return progress(step, done, total); };
    account::MeasureResult result = account::measureDesign(client, design.model(), design.analysis(), options);
    if (result.failure != account::Failure::None)
        return accountFailure(result.failure, result.error);
    TaskOutcome outcome; // shown as a table (AccountReportDialog::showMeasurement), not as lines
    outcome.differences = !result.complete();
    outcome.measurement = std::move(result);
    return outcome;
}

} // namespace

AccountActions::AccountActions(ModelDocument *document, QWidget *window)
    : QObject(window)
    , m_document(document)
    , m_window(window)
    , m_deploy(translatedAction(this, QT_TR_NOOP("&Deploy to Azure Cosmos DB…"),
          QT_TR_NOOP("Create the design's database and containers in an account or the emulator")))
    , m_compare(translatedAction(this, QT_TR_NOOP("Compare with &Account…"),
          QT_TR_NOOP("What differs between the design and an account's containers")))
    , m_measure(translatedAction(this, QT_TR_NOOP("&Measure on Account…"),
          QT_TR_NOOP("Run each access pattern on an account and compare its charge with the estimate")))
{
    connect(m_deploy, &QAction::triggered, this, [this]() { choose(AccountConnectionDialog::Purpose::Deploy); });
    connect(m_compare, &QAction::triggered, this, [this]() { choose(AccountConnectionDialog::Purpose::Compare); });
    connect(m_measure, &QAction::triggered, this, [this]() { choose(AccountConnectionDialog::Purpose::Measure); });
    m_present = [this](Task task, const TaskOutcome &outcome) { showReport(task, outcome); };
}

void AccountActions::populateMenu(QMenu *modelMenu)
{
    modelMenu->addSeparator();
    modelMenu->addAction(m_deploy);
    modelMenu->addAction(m_compare);
    modelMenu->addAction(m_measure);
}

bool AccountActions::isBusy() const
{
    return m_running && m_running->isRunning();
}

void AccountActions::cancel()
{
    if (m_running)
        m_running->cancel();
}

void AccountActions::choose(AccountConnectionDialog::Purpose purpose)
{
    if (isBusy())
        return;
    AccountConnectionDialog dialog(purpose, m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (const QString problem = dialog.keepChoices(); !problem.isEmpty())
        Q_EMIT message(problem);
    const Task task = purpose == AccountConnectionDialog::Purpose::Deploy ? Task::DeployPlan
        : purpose == AccountConnectionDialog::Purpose::Compare           ? Task::Compare
                                                                          : Task::Measure;
    run(task, dialog.profile(), dialog.key(), dialog.allowWrites());
}

void AccountActions::run(Task task, const AccountProfile &profile, const QByteArray &key, bool allowWrites)
{
    if (isBusy())
        return;
    m_profile = profile;
    m_key = key;
    const Model model = m_document->model();
    BackgroundTask::Work work;
    QString title;
    switch (task) {
    case Task::DeployPlan:
    case Task::Deploy: {
        const bool dryRun = task == Task::DeployPlan;
        title = dryRun ? tr("Planning the deployment") : tr("Deploying");
        work = [model, profile, key, dryRun](const BackgroundTask::Progress &progress) {
            return deployWork(*Findings::of(model), profile, key, dryRun, progress);
        };
        break;
    }
    case Task::Compare:
        title = tr("Comparing with the account");
        work = [model, profile, key](const BackgroundTask::Progress &progress) {
            return compareWork(*Findings::of(model), profile, key, progress);
        };
        break;
    case Task::Measure:
        title = tr("Measuring the access patterns");
        work = [model, profile, key, allowWrites](const BackgroundTask::Progress &progress) {
            return measureWork(*Findings::of(model), profile, key, allowWrites, progress);
        };
        break;
    }
    if (m_running)
        m_running->deleteLater();
    m_running = new BackgroundTask(m_window, title, std::move(work));
    connect(m_running, &BackgroundTask::finished, this, [this, task](const TaskOutcome &outcome) { present(task, outcome); });
    m_running->start();
}

void AccountActions::present(Task task, const TaskOutcome &outcome)
{
    if (outcome.measurement)
        m_lastMeasurement = outcome.measurement;
    if (outcome.cancelled)
        Q_EMIT message(tr("Cancelled; nothing more was sent to the account."));
    m_present(task, outcome);
    Q_EMIT finished(task, !outcome.cancelled && outcome.error.isEmpty());
}

bool AccountActions::calibrateFromLastMeasurement()
{
    if (!m_lastMeasurement)
        return false;
    std::map<QString, double> measured;
    for (const account::PatternMeasurement &pattern : m_lastMeasurement->patterns)
        if (pattern.measuredRu)
            measured[pattern.id] = *pattern.measuredRu;
    const Calibration calibration = calibrateAssumptions(m_document->model(), measured);
    if (calibration.empty())
        return false;
    return m_document->apply(calibration.changes, tr("Calibrate Assumptions from Measurements")).applied;
}

void AccountActions::showReport(Task task, const TaskOutcome &outcome)
{
    if (outcome.cancelled)
        return;
    if (!outcome.error.isEmpty()) {
        QMessageBox::warning(m_window, tr("Azure Cosmos DB"), outcome.error);
        return;
    }
    switch (task) {
    case Task::DeployPlan: {
        const bool creates = outcome.creates;
        AccountReportDialog report(tr("Deployment Plan"),
            creates ? tr("Deploying creates what is missing; what exists is left as it is.")
                    : tr("Nothing to create: every container of the design exists."),
            m_window);
        report.showLines(outcome.lines);
        if (creates)
            report.addAction(tr("Deploy"));
        if (report.exec() == QDialog::Accepted)
            run(Task::Deploy, m_profile, m_key);
        break;
    }
    case Task::Deploy:
    case Task::Compare: {
        AccountReportDialog report(task == Task::Deploy ? tr("Deployed") : tr("Compared with the Account"),
            outcome.differences ? tr("Some containers differ from the design; they were left as they are.")
                                : tr("The account's containers are as designed."),
            m_window);
        report.showLines(outcome.lines);
        report.exec();
        break;
    }
    case Task::Measure: {
        AccountReportDialog report(tr("Measured on the Account"),
            tr("The charge Cosmos DB reported for each access pattern, beside the estimate."), m_window);
        report.showMeasurement(*outcome.measurement);
        report.addAction(tr("Calibrate Assumptions from Measurements"));
        if (report.exec() == QDialog::Accepted && !calibrateFromLastMeasurement())
            Q_EMIT message(tr("The measurements give no assumption to change."));
        break;
    }
    }
}

} // namespace cosmos
