// SPDX-License-Identifier: MIT
#pragma once

#include <memory>

class QReadWriteLock;
class QTranslator;

namespace cosmos {

// While one is alive, every tr() in the process returns its English source text,
// whatever translators the GUI has installed. For output that must not follow the
// interface language: an export made from the GUI analyses the model again inside
// one, so its explanations and documents are the same as the CLI's.
//
// Main thread only, and short-lived: installing a translator notifies every widget.
// An analysis on another thread holds translationLock() for reading while it runs, so
// a scope waits for it and never makes it speak English by accident.
class SourceLanguageScope {
public:
    static QReadWriteLock &translationLock();

    SourceLanguageScope();
    ~SourceLanguageScope();
    SourceLanguageScope(const SourceLanguageScope &) = delete;
    SourceLanguageScope &operator=(const SourceLanguageScope &) = delete;

private:
    std::unique_ptr<QTranslator> m_translator;
};

} // namespace cosmos
