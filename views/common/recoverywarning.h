// SPDX-License-Identifier: MIT
#pragma once

#include <QLabel>

namespace cosmos {

class AutoSaver;
class ModelDocument;

// Says, for as long as it is true, that the unsaved changes are not protected against
// a crash because the recovery copy cannot be written, naming the folder and the
// reason. A passing message would scroll away while the danger stays: this stays in
// the status bar until a copy is written again or nothing is unsaved.
class RecoveryWarning : public QLabel {
    Q_OBJECT

public:
    RecoveryWarning(ModelDocument *document, AutoSaver *saver, QWidget *parent = nullptr);

private:
    void present(const QString &reason);
    void clear();
    void retranslate();

    QString m_reason; // empty while the copies are written
};

} // namespace cosmos
