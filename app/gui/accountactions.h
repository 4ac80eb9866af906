// SPDX-License-Identifier: MIT
#pragma once

#include "accountconnectiondialog.h"
#include "backgroundtask.h"

#include <QObject>

#include <functional>

class QAction;
class QMenu;
class QWidget;

namespace cosmos {

class ModelDocument;

// Model › Deploy to Azure Cosmos DB…, Compare with Account… and Measure on Account…:
// the CLI's account deploy, diff and measure from the window, each in the background
// with progress and Cancel. A deployment shows its plan first and creates only when
// asked; a measurement offers to calibrate the assumptions from what it measured, as
// one undoable edit.
class AccountActions : public QObject {
    Q_OBJECT

public:
    enum class Task { DeployPlan, Deploy, Compare, Measure };
    Q_ENUM(Task)

    AccountActions(ModelDocument *document, QWidget *window);

    void populateMenu(QMenu *modelMenu);

    // The same without the dialogs (tests).
    void run(Task task, const AccountProfile &profile, const QByteArray &key, bool allowWrites = false);
    bool isBusy() const;
    void cancel();
    // RULES.md section 15 from the last measurement; false when it gave nothing to change.
    bool calibrateFromLastMeasurement();

    // How a finished task is shown; the report dialog unless a test looks itself.
    using Presenter = std::function<void(Task task, const TaskOutcome &outcome)>;
    void setPresenter(Presenter presenter) { m_present = std::move(presenter); }

Q_SIGNALS:
    void message(const QString &text);
    void finished(cosmos::AccountActions::Task task, bool ok);

private:
    void choose(AccountConnectionDialog::Purpose purpose);
    void present(Task task, const TaskOutcome &outcome);
    void showReport(Task task, const TaskOutcome &outcome);

    ModelDocument *m_document;
    QWidget *m_window;
    QAction *m_deploy;
    QAction *m_compare;
    QAction *m_measure;
    BackgroundTask *m_running = nullptr;
    Presenter m_present;
    // Kept between the plan and the deployment, never written anywhere.
    AccountProfile m_profile;
    QByteArray m_key;
    std::optional<account::MeasureResult> m_lastMeasurement;
};

} // namespace cosmos
