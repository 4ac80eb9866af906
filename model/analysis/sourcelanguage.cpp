// SPDX-License-Identifier: MIT
#include "sourcelanguage.h"

#include <QCoreApplication>
#include <QReadWriteLock>
#include <QTranslator>

namespace cosmos {

namespace {

// Qt asks the most recently installed translator first and takes its answer when
// it gives one; this one always answers with the source. QCoreApplication fills in
// %n afterwards, as for any translation.
class SourceTextTranslator : public QTranslator {
public:
    QString translate(const char *, const char *sourceText, const char *, int) const override
    {
        return QString::fromUtf8(sourceText);
    }
    bool isEmpty() const override { return false; }
};

} // namespace

QReadWriteLock &SourceLanguageScope::translationLock()
{
    static QReadWriteLock lock;
    return lock;
}

SourceLanguageScope::SourceLanguageScope()
    : m_translator(std::make_unique<SourceTextTranslator>())
{
    translationLock().lockForWrite();
    QCoreApplication::installTranslator(m_translator.get());
}

SourceLanguageScope::~SourceLanguageScope()
{
    QCoreApplication::removeTranslator(m_translator.get());
    translationLock().unlock();
}

} // namespace cosmos
