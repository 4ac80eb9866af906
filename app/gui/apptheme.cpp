// SPDX-License-Identifier: MIT
#include "apptheme.h"
#include "buttonpaddingstyle.h"
#include "scriptbaselinestyle.h"

#include <QApplication>
#include <QPalette>
#include <QStyle>
#include <QStyleFactory>

#include <memory>

namespace cosmos {

namespace {

QString g_current = QStringLiteral("system");
QPalette g_systemPalette;
bool g_systemSaved = false;

QPalette darkPalette()
{
    QPalette p;
    const QColor window(0x2b, 0x2e, 0x33), base(0x1e, 0x21, 0x26), text(0xe6, 0xe8, 0xeb);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, QColor(0x26, 0x29, 0x2f));
    p.setColor(QPalette::ToolTipBase, base);
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, window);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, Qt::white);
    p.setColor(QPalette::Highlight, QColor(0x3d, 0x8b, 0xfd));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x6c, 0xb2, 0xff));
    p.setColor(QPalette::PlaceholderText, QColor(0x8a, 0x90, 0x99));
    for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, QColor(0x7a, 0x80, 0x88));
    return p;
}

QPalette lightPalette()
{
    const std::unique_ptr<QStyle> fusion(QStyleFactory::create(QStringLiteral("Fusion")));
    QPalette p = fusion->standardPalette();
    p.setColor(QPalette::Highlight, QColor(0x1f, 0x6f, 0xd6));
    p.setColor(QPalette::HighlightedText, Qt::white);
    return p;
}

QPalette highContrastPalette()
{
    QPalette p;
    const QColor black(Qt::black), white(Qt::white), yellow(0xff, 0xe0, 0x00);
    for (QPalette::ColorRole role :
        {QPalette::Window, QPalette::Base, QPalette::AlternateBase, QPalette::Button, QPalette::ToolTipBase})
        p.setColor(role, black);
    for (QPalette::ColorRole role :
        {QPalette::WindowText, QPalette::Text, QPalette::ButtonText, QPalette::ToolTipText, QPalette::BrightText})
        p.setColor(role, white);
    p.setColor(QPalette::Highlight, yellow);
    p.setColor(QPalette::HighlightedText, black);
    p.setColor(QPalette::Link, QColor(0x00, 0xe5, 0xff));
    for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, QColor(0x80, 0x80, 0x80));
    return p;
}

} // namespace

QStringList AppTheme::names()
{
    return {QStringLiteral("system"), QStringLiteral("light"), QStringLiteral("dark"), QStringLiteral("high-contrast")};
}

bool AppTheme::apply(QApplication &app, const QString &name)
{
    if (!names().contains(name))
        return false;
    if (!g_systemSaved) {
        g_systemPalette = QApplication::palette();
        g_systemSaved = true;
    }
    // Fusion for our palettes; the desktop's own style for "system". Either way cells
    // in Devanagari or Japanese keep the baseline of the Latin text beside them, and
    // button labels keep room on either side.
    QStyle *base = name != QLatin1String("system") ? QStyleFactory::create(QStringLiteral("Fusion")) : nullptr;
    if (base || !dynamic_cast<ScriptBaselineStyle *>(QApplication::style()))
        QApplication::setStyle(new ScriptBaselineStyle(new ButtonPaddingStyle(base)));
    if (name == QLatin1String("light"))
        QApplication::setPalette(lightPalette());
    else if (name == QLatin1String("dark"))
        QApplication::setPalette(darkPalette());
    else if (name == QLatin1String("high-contrast"))
        QApplication::setPalette(highContrastPalette());
    else
        QApplication::setPalette(g_systemPalette);
    g_current = name;
    Q_UNUSED(app);
    return true;
}

QString AppTheme::current()
{
    return g_current;
}

bool AppTheme::isHighContrast()
{
    return g_current == QLatin1String("high-contrast");
}

} // namespace cosmos
