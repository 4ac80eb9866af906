// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>
#include <QStringList>

namespace cosmos {

// The most recently opened models, newest first, kept in QSettings.
class RecentFiles : public QObject {
    Q_OBJECT

public:
    static constexpr int kMaxEntries = 10;

    explicit RecentFiles(QObject *parent = nullptr);

    QStringList files() const { return m_files; }
    void add(const QString &path);
    void remove(const QString &path);
    void clear();

Q_SIGNALS:
    void changed();

private:
    void store();

    QStringList m_files;
};

} // namespace cosmos
