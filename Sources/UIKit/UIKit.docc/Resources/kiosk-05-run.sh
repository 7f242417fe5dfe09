# On your desk: a window, the mouse as a finger.
swift run MyKiosk --display window --size 480x800

# The same binary on the panel: no window system, the touchscreen through libinput,
# the panel mounted at 90°, and the input rules from /etc.
MyKiosk --display kms --input libinput --size 480x800 --rotation 90 --rules /etc/mykiosk/rules.json
