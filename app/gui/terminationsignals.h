// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>

#include <functional>

class QSocketNotifier;

namespace cosmos {

// SIGTERM and SIGINT (a logout, a system shutdown, Ctrl+C in the terminal) end the
// application in order instead of at once: `onSignal` runs in the event loop with the
// signal's number, where the unsaved work can be written to its recovery copy. The
// handler itself only writes the number to a pipe, which is all a signal handler may
// safely do. One instance per process.
class TerminationSignals : public QObject {
    Q_OBJECT

public:
    explicit TerminationSignals(std::function<void(int signal)> onSignal, QObject *parent = nullptr);
    ~TerminationSignals() override;

    bool installed() const { return m_notifier != nullptr; }

private:
    static void handle(int signal);
    void received();

    std::function<void(int)> m_onSignal;
    QSocketNotifier *m_notifier = nullptr;
};

} // namespace cosmos
