// SPDX-License-Identifier: MIT
#pragma once

#include "account/measurement.h"
#include "model/document/model.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>

class QProgressDialog;
class QWidget;

namespace cosmos {

// What a task against files or an account produced: a model (imports), lines to show
// (deploy, compare), or a message that names what failed.
struct TaskOutcome {
    std::optional<Model> model;
    QStringList lines;
    bool differences = false; // lines that need the user's attention (deploy, compare)
    bool creates = false;     // a deployment plan with something to create
    std::optional<account::MeasureResult> measurement;
    QString error;
    QStringList warnings;
    bool cancelled = false;
};

// Runs an import, a deployment, a comparison or a measurement on a worker thread behind a progress dialog with Cancel,
// so the window stays responsive while documents stream in. The work is told its progress through `Progress`
// (thread-safe; returns false once the user cancelled) and its outcome arrives in `finished` on the window's thread.
class BackgroundTask : public QObject {
    Q_OBJECT

public:
    using Progress = std::function<bool(const QString &step, qint64 done, qint64 total)>;
    using Work = std::function<TaskOutcome(const Progress &)>;

    BackgroundTask(QWidget *window, const QString &title, Work work);
    ~BackgroundTask() override;

    void start();
    void cancel() { m_state->cancelled = true; }
    bool isRunning() const { return m_running; }

Q_SIGNALS:
    void finished(const cosmos::TaskOutcome &outcome);

private:
    void showProgress(const QString &step, qint64 done, qint64 total);
    void closeDialog();

    QPointer<QWidget> m_window;
    QString m_title;
    Work m_work;
    QPointer<QProgressDialog> m_dialog; // a child of the window, which may delete it first
    // Shared with the worker, which may outlive this object.
    struct State {
        std::atomic<bool> alive = true;
        std::atomic<bool> cancelled = false;
    };
    std::shared_ptr<State> m_state = std::make_shared<State>();
    bool m_running = false;
};

} // namespace cosmos
