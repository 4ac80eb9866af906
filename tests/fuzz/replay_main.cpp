// SPDX-License-Identifier: MIT
// Runs the fuzz target over files and folders without libFuzzer, so the normal and
// sanitizer builds (gcc) replay the seed corpus and every input the fuzzer ever
// found as an ordinary test.
#include "amplify.h"

#include <QDirIterator>
#include <QFile>
#include <QFileInfo>

#include <cstdint>
#include <cstdio>

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv);
extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

namespace {

bool replay(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        std::fprintf(stderr, "fuzz_replay: cannot read %s\n", qPrintable(path));
        return false;
    }
    const QByteArray bytes = file.readAll();
    LLVMFuzzerTestOneInput(reinterpret_cast<const uint8_t *>(bytes.constData()), size_t(bytes.size()));
    return true;
}

} // namespace

int main(int argc, char *argv[])
{
    LLVMFuzzerInitialize(&argc, &argv);
    cosmos::fuzz::takeEveryPath(true); // every seed grown and served as an account's answers
    int replayed = 0;
    bool ok = true;
    for (int i = 1; i < argc; ++i) {
        const QString path = QString::fromLocal8Bit(argv[i]);
        if (!QFileInfo(path).isDir()) {
            ok = replay(path) && ok;
            ++replayed;
            continue;
        }
        QDirIterator it(path, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            ok = replay(it.next()) && ok;
            ++replayed;
        }
    }
    std::printf("fuzz_replay: %d inputs replayed\n", replayed);
    // An empty run means a wrong path, not a pass.
    return ok && replayed > 0 ? 0 : 1;
}
