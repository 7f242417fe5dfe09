// The screen `uikit live` shows in this benchmark (screen.scene.json): a button, a scroll view of five
// buttons and a pan area, 640 x 480.
import QtQuick

Rectangle {
    width: 640; height: 480
    color: "white"
    Rectangle {
        x: 20; y: 20; width: 200; height: 60; color: "#88bb88"
        Text { anchors.centerIn: parent; text: "Start"; color: "#007aff"; font.pixelSize: 18 }
        TapHandler { }
    }
    Flickable {
        x: 0; y: 100; width: 640; height: 240
        clip: true
        contentWidth: 640; contentHeight: 1200
        Rectangle { width: 640; height: 1200; color: "#eeeeee" }
        Repeater {
            model: 5
            Rectangle {
                x: 20; y: 10 + index * 120; width: 600; height: 100; color: "#88bb88"
                Text { anchors.centerIn: parent; text: "Buy " + (index + 1); color: "#007aff"; font.pixelSize: 18 }
                TapHandler { }
            }
        }
    }
    Rectangle {
        x: 0; y: 360; width: 640; height: 120; color: "#ddddff"
        DragHandler { target: null }
    }
}
