// SPDX-License-Identifier: MIT
#pragma once

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

// What an import produced: a model, or a message that names what could not be read.
struct ImportOutcome {
    std::optional<Model> model;
    QString error;
    QStringList warnings;
    bool cancelled = false;
};

// Runs an import on a worker thread behind a progress dialog with Cancel, so the window
// stays responsive while documents stream in. The work is told its progress through
// `Progress` (thread-safe; returns false once the user cancelled) and its outcome
// arrives in `finished` on the window's thread.
class BackgroundImport : public QObject {
    Q_OBJECT

public:
    using Progress = std::function<bool(const QString &step, qint64 done, qint64 total)>;
    using Work = std::function<ImportOutcome(const Progress &)>;

    BackgroundImport(QWidget *window, const QString &title, Work work);
    ~BackgroundImport() override;

    void start();
    void cancel() { m_state->cancelled = true; }
    bool isRunning() const { return m_running; }

Q_SIGNALS:
    void finished(const cosmos::ImportOutcome &outcome);

private:
    void showProgress(const QString &step, qint64 done, qint64 total);

    QPointer<QWidget> m_window;
    QString m_title;
    Work m_work;
    QProgressDialog *m_dialog = nullptr;
    // Shared with the worker, which may outlive this object.
    struct State {
        std::atomic<bool> alive = true;
        std::atomic<bool> cancelled = false;
    };
    std::shared_ptr<State> m_state = std::make_shared<State>();
    bool m_running = false;
};

} // namespace cosmos
