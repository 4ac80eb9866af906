// SPDX-License-Identifier: MIT
// Real write failures for tests: a tiny filesystem that runs out of space (tmpfs,
// where the test may mount one), and a file size limit (RLIMIT_FSIZE) that makes the
// operating system refuse a write anywhere, without privileges.
#pragma once

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>

#include <functional>

#include <csignal>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

namespace cosmos::test {

// A tmpfs of `kilobytes` mounted on a fresh folder, unmounted when destroyed. Only
// root may mount one; elsewhere ok() is false and the test says so.
class TinyFilesystem {
public:
    explicit TinyFilesystem(int kilobytes)
    {
        if (geteuid() != 0 || !m_mountPoint.isValid())
            return;
        m_ok = QProcess::execute(QStringLiteral("mount"),
                   {QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"),
                       QStringLiteral("size=%1k").arg(kilobytes), QStringLiteral("tmpfs"), m_mountPoint.path()})
            == 0;
    }
    ~TinyFilesystem()
    {
        if (m_ok)
            QProcess::execute(QStringLiteral("umount"), {QStringLiteral("-l"), m_mountPoint.path()});
    }
    TinyFilesystem(const TinyFilesystem &) = delete;
    TinyFilesystem &operator=(const TinyFilesystem &) = delete;

    bool ok() const { return m_ok; }
    QString path(const QString &name = QString()) const
    {
        return name.isEmpty() ? m_mountPoint.path() : QDir(m_mountPoint.path()).filePath(name);
    }
    // Fills the filesystem with one file until a write fails: it is then full.
    void fill() const
    {
        QFile filler(path(QStringLiteral("filler")));
        if (!filler.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
            return;
        const QByteArray block(512, 'x');
        while (filler.write(block) == block.size()) { }
    }

private:
    QTemporaryDir m_mountPoint;
    bool m_ok = false;
};

// Runs `body` in a child process whose files may not grow past `bytes` (writes past
// it fail with EFBIG instead of raising SIGXFSZ); returns the child's exit code.
inline int runWithFileSizeLimit(rlim_t bytes, const std::function<int()> &body)
{
    const pid_t child = fork();
    if (child < 0)
        return -1;
    if (child == 0) {
        std::signal(SIGXFSZ, SIG_IGN);
        const rlimit limit {bytes, bytes};
        if (setrlimit(RLIMIT_FSIZE, &limit) != 0)
            _exit(90);
        _exit(body());
    }
    int status = 0;
    waitpid(child, &status, 0);
    return WIFEXITED(status) ? WEXITSTATUS(status) : 100 + WTERMSIG(status);
}

// The names in a folder, for "nothing else was left behind".
inline QStringList entriesOf(const QString &folder)
{
    return QDir(folder).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System, QDir::Name);
}

} // namespace cosmos::test
