// The kiosk example's menu (Examples/KioskMenu) in Qt Quick: a 44 pt title bar over a list of 72 pt rows,
// each a name, a grey price and a chevron, separated by hairlines inset 16 pt; 480 x 800.
import QtQuick

Rectangle {
    width: 480; height: 800
    color: "white"
    ListModel {
        id: menu
        ListElement { name: "Tomato soup"; price: "€4.50" }
        ListElement { name: "Falafel wrap"; price: "€7.50" }
        ListElement { name: "Caesar salad"; price: "€8.20" }
        ListElement { name: "Mushroom risotto"; price: "€11.50" }
        ListElement { name: "Fish and chips"; price: "€12.90" }
        ListElement { name: "Veggie burger"; price: "€10.90" }
        ListElement { name: "Apple crumble"; price: "€5.50" }
        ListElement { name: "Lemonade"; price: "€3.50" }
        ListElement { name: "Espresso"; price: "€2.50" }
        ListElement { name: "Cappuccino"; price: "€3.20" }
        ListElement { name: "Mint tea"; price: "€2.80" }
        ListElement { name: "Sparkling water"; price: "€2.00" }
        ListElement { name: "Chocolate cake"; price: "€4.80" }
    }
    ListView {
        anchors { top: bar.bottom; left: parent.left; right: parent.right; bottom: parent.bottom }
        clip: true
        model: menu
        delegate: Item {
            width: ListView.view.width; height: 72
            Text { x: 16; anchors.verticalCenter: parent.verticalCenter; text: name; font.pixelSize: 22 }
            Text { anchors { right: parent.right; rightMargin: 54; verticalCenter: parent.verticalCenter }
                   text: price; color: "#8a8a8e"; font.pixelSize: 22 }
            Text { anchors { right: parent.right; rightMargin: 16; verticalCenter: parent.verticalCenter }
                   text: "›"; color: "#c4c4c7"; font.pixelSize: 26 }
            Rectangle { x: 16; width: parent.width - 16; height: 1; anchors.bottom: parent.bottom; color: "#c6c6c8" }
            TapHandler { }
        }
    }
    Rectangle {
        id: bar
        width: parent.width; height: 44
        color: "#f8f8f8"
        Text { anchors.centerIn: parent; text: "Lunch menu"; font.pixelSize: 17; font.bold: true }
        Rectangle { width: parent.width; height: 1; anchors.bottom: parent.bottom; color: "#c6c6c8" }
    }
}
