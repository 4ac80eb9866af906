// SPDX-License-Identifier: MIT
#include "recentfiles.h"

#include <QFileInfo>
#include <QSettings>

namespace cosmos {

namespace {
const QString kKey = QStringLiteral("files/recent");
}

RecentFiles::RecentFiles(QObject *parent)
    : QObject(parent)
    , m_files(QSettings().value(kKey).toStringList())
{ }

void RecentFiles::add(const QString &path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    m_files.removeAll(absolute);
    m_files.prepend(absolute);
    while (m_files.size() > kMaxEntries)
        m_files.removeLast();
    store();
}

void RecentFiles::remove(const QString &path)
{
    if (m_files.removeAll(path) > 0)
        store();
}

void RecentFiles::clear()
{
    m_files.clear();
    store();
}

void RecentFiles::store()
{
    QSettings().setValue(kKey, m_files);
    Q_EMIT changed();
}

} // namespace cosmos
