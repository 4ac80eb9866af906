// SPDX-License-Identifier: MIT
// Renders an SVG icon to a square PNG at build time, so the packaged PNG sizes can
// never drift from the SVG they come from.
//   cosmos-render-icon INPUT.svg SIZE OUTPUT.png
#include <QImage>
#include <QPainter>
#include <QString>
#include <QSvgRenderer>

#include <cstdio>

int main(int argc, char *argv[])
{
    if (argc != 4) {
        std::fprintf(stderr, "usage: cosmos-render-icon INPUT.svg SIZE OUTPUT.png\n");
        return 2;
    }
    const QString input = QString::fromLocal8Bit(argv[1]);
    bool sizeOk = false;
    const int size = QString::fromLocal8Bit(argv[2]).toInt(&sizeOk);
    const QString output = QString::fromLocal8Bit(argv[3]);
    if (!sizeOk || size < 1 || size > 4096) {
        std::fprintf(stderr, "cosmos-render-icon: SIZE must be a number of pixels from 1 to 4096, got %s\n", argv[2]);
        return 2;
    }

    QSvgRenderer renderer(input);
    if (!renderer.isValid()) {
        std::fprintf(stderr, "cosmos-render-icon: %s is not a valid SVG file\n", argv[1]);
        return 1;
    }
    QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHints(QPainter::Antialiasing | QPainter::SmoothPixmapTransform);
    renderer.render(&painter);
    painter.end();
    if (!image.save(output, "PNG")) {
        std::fprintf(stderr, "cosmos-render-icon: cannot write %s\n", argv[3]);
        return 1;
    }
    return 0;
}
