// SPDX-License-Identifier: MIT
#include "backgroundtask.h"

#include <QCoreApplication>
#include <QFutureWatcher>
#include <QLocale>
#include <QProgressDialog>
#include <QtConcurrent/QtConcurrentRun>

namespace cosmos {

namespace {

// The dialog appears only for imports that take long enough to notice.
constexpr int kShowAfterMs = 400;

} // namespace

BackgroundTask::BackgroundTask(QWidget *window, const QString &title, Work work)
    : QObject(window)
    , m_window(window)
    , m_title(title)
    , m_work(std::move(work))
{ }

BackgroundTask::~BackgroundTask()
{
    // A worker still running must not report to a deleted object; cancelling lets it end soon.
    m_state->alive = false;
    m_state->cancelled = true;
    closeDialog();
}

void BackgroundTask::start()
{
    m_running = true;
    m_state->cancelled = false;
    m_dialog = new QProgressDialog(m_title, tr("Cancel"), 0, 0, m_window);
    m_dialog->setWindowTitle(m_title);
    m_dialog->setWindowModality(Qt::WindowModal);
    m_dialog->setMinimumDuration(kShowAfterMs);
    m_dialog->setAutoClose(false);
    m_dialog->setAutoReset(false);
    // Starts the show delay: the dialog's own timer otherwise runs from its
    // construction with Qt's default of four seconds, whatever the minimum duration.
    m_dialog->setValue(0);
    connect(m_dialog, &QProgressDialog::canceled, this, [this]() {
        m_state->cancelled = true;
        if (m_dialog)
            m_dialog->setLabelText(tr("Cancelling…"));
    });

    const std::shared_ptr<State> state = m_state;
    QPointer<BackgroundTask> self(this);
    const Progress progress = [self, state](const QString &step, qint64 done, qint64 total) {
        // Posted to the application, which outlives everything: the import may be gone.
        // A step without a name only asks whether to go on (the account client polls).
        if (state->alive && !step.isEmpty())
            QMetaObject::invokeMethod(
                qApp,
                [self, step, done, total]() {
                    if (self)
                        self->showProgress(step, done, total);
                },
                Qt::QueuedConnection);
        return !state->cancelled.load();
    };
    auto *watcher = new QFutureWatcher<TaskOutcome>(this);
    connect(watcher, &QFutureWatcher<TaskOutcome>::finished, this, [this, watcher]() {
        TaskOutcome outcome = watcher->result();
        watcher->deleteLater();
        m_running = false;
        if (m_state->cancelled)
            outcome.cancelled = true;
        closeDialog();
        Q_EMIT finished(outcome);
    });
    watcher->setFuture(QtConcurrent::run([work = m_work, progress]() { return work(progress); }));
}

void BackgroundTask::closeDialog()
{
    QProgressDialog *dialog = m_dialog;
    m_dialog = nullptr;
    if (!dialog)
        return;
    // Hidden and its show timer stopped now: the result is usually shown in a modal
    // dialog whose event loop is nested in this one, where a deferred deletion never
    // runs, and the timer would otherwise bring this dialog up over the result, with a
    // Cancel for a task that has ended.
    dialog->disconnect(this);
    dialog->cancel();
    dialog->deleteLater();
}

void BackgroundTask::showProgress(const QString &step, qint64 done, qint64 total)
{
    if (!m_dialog || m_state->cancelled)
        return;
    const QLocale locale;
    m_dialog->setLabelText(total > 0 ? tr("%1: %2 of %3").arg(step, locale.toString(done), locale.toString(total))
                                     : tr("%1: %2").arg(step, locale.toString(done)));
    if (total > 0 && total < std::numeric_limits<int>::max()) {
        m_dialog->setMaximum(int(total));
        m_dialog->setValue(int(std::min(done, total)));
    } else {
        m_dialog->setMaximum(0);
    }
}

} // namespace cosmos
